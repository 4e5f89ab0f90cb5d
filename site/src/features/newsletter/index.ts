// The newsletter feature: the overlay the footer's subscribe button opens, loaded on first use.
import { lazy } from 'react';

// One chunk with the contact request form (features/requests): each further async chunk that
// uses Radix's dialog and checkbox internals counts towards Gatsby's commons threshold (modules
// used by as many chunks as there are page templates move into every page's first load).
export const NewsletterPanel = lazy(() => import(/* webpackChunkName: "engagement-forms" */ './NewsletterPanel'));
