export {
  NewsletterOverlay,
  newsletterFailure,
  type NewsletterOverlayProps,
  type NewsletterResult,
  type NewsletterTab,
} from './NewsletterOverlay';
