export { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
export { newsletterMessages, type NewsletterMessageKey, type NewsletterMessages } from './messages';
