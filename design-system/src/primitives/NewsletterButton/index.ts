export { NewsletterButton, newsletterButtonVariants, type NewsletterButtonProps } from './NewsletterButton';
