// Visitor statistics (Umami's protocol, tracker.ts), loaded only with the visitor's consent.
export { AnalyticsHost } from './AnalyticsHost';
