// The newsletter feature: the overlay the footer's subscribe button opens, loaded on first use.
import { lazy } from 'react';

export const NewsletterPanel = lazy(() => import('./NewsletterPanel'));
