export {
  NewsletterOverlay,
  type NewsletterOverlayProps,
  type NewsletterResult,
  type NewsletterTab,
} from './NewsletterOverlay';
