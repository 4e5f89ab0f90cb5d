// The contact request form's code (react-hook-form, zod) is not in the page's first-load JS: it
// loads once the page is idle, into a box that keeps its place.
import { Suspense, lazy, useEffect, useState } from 'react';
import type { Language } from '../i18n';

// The same chunk as the newsletter overlay (see features/newsletter/index.ts).
const ContactRequest = lazy(() => import(/* webpackChunkName: "engagement-forms" */ './ContactRequest'));

export function DeferredContactRequest({ language }: { language: Language }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  return (
    <div data-slot="contact-request" className="min-h-[36rem]">
      {ready && (
        <Suspense fallback={null}>
          <ContactRequest language={language} />
        </Suspense>
      )}
    </div>
  );
}
