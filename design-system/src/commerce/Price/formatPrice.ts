// The money format is a rule of @tonewood/rules (money.ts), shared with the site's server and
// Medusa's mails; the design system re-exports it unchanged.
export { formatPrice } from '@tonewood/rules';
