export { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
export {
  createNewsletterSchema,
  newsletterEmailPattern,
  newsletterErrorKeys,
  type NewsletterSchemaMessages,
  type NewsletterValues,
} from './schema';
export { newsletterMessages, type NewsletterMessageKey, type NewsletterMessages } from './messages';
