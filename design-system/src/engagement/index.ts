// Public exports of the engagement area; src/index.ts re-exports this file.
export * from './Carousel';
export * from './HeroSlide';
export * from './NewsletterForm';
export * from './NewsletterOverlay';
export * from './CookieBanner';
export * from './ConsentGate';
export * from './NewVersionToast';
export * from './RequestForm';
export * from './QuoteRequestForm';
export * from './ContactRequestForm';
export { engagementStrings, type EngagementStringKey } from './strings';
