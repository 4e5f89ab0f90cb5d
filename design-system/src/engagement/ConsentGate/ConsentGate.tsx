import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { Button } from '../../primitives/Button';
import { cn } from '../../lib/cn';
import type { MessageOverrides } from '../../i18n/useDsStrings';
import { useEngagementStrings, type EngagementStringKey } from '../strings';
import { FormIcon, PlayCircleIcon } from '../../icons';

export type ConsentGateKind = 'video' | 'contactForm';

const placeholder = cva(
  'flex w-full flex-col items-center justify-center gap-4 rounded-lg border border-walnut-500 bg-walnut-900 p-6 text-center text-maple-50',
  {
    variants: {
      kind: {
        video: 'aspect-video',
        contactForm: 'min-h-72',
      },
    },
  },
);

const texts: Record<
  ConsentGateKind,
  { title: EngagementStringKey; text: EngagementStringKey; accept: EngagementStringKey }
> = {
  video: { title: 'videoPlaceholder', text: 'videoBlocked', accept: 'videoAccept' },
  contactForm: { title: 'contactFormPlaceholder', text: 'contactFormBlocked', accept: 'contactFormAccept' },
};

export interface ConsentGateProps {
  kind: ConsentGateKind;
  /** True once all cookies are accepted; only then the embed (children) is rendered. */
  consented: boolean;
  /** Accepts all cookies (the site stores the choice and flips `consented`). */
  onAccept: () => void;
  /** The embed: an iframe for a video or the hosted contact form. */
  children: ReactNode;
  /** What is blocked, e.g. the video's title; defaults to "Video" / "Contact form". */
  title?: string;
  /** The cookie policy page, linked from the explanation. */
  cookiesHref?: string;
  messages?: MessageOverrides<EngagementStringKey>;
  className?: string;
}

/**
 * Stands in for an embed that would set third-party cookies: explains why it is hidden and
 * offers to accept all cookies. The embed's markup is not rendered at all before consent.
 */
export function ConsentGate({
  kind,
  consented,
  onAccept,
  children,
  title,
  cookiesHref,
  messages,
  className,
}: ConsentGateProps) {
  const t = useEngagementStrings(messages);
  if (consented) return <>{children}</>;
  const keys = texts[kind];
  return (
    <div data-slot="consent-gate" data-kind={kind} className={cn(placeholder({ kind }), className)}>
      {kind === 'video' ? <PlayCircleIcon /> : <FormIcon />}
      <p className="font-display text-xl font-semibold">{title ?? t(keys.title)}</p>
      <p className="max-w-md text-sm text-maple-200">
        {t(keys.text)}
        {cookiesHref && (
          <>
            {' '}
            <a
              href={cookiesHref}
              className="font-medium text-maple-50 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              {t('cookieLink')}
            </a>
          </>
        )}
      </p>
      <Button onClick={onAccept} className="h-auto min-h-11 py-2 whitespace-normal! focus-visible:outline-amber-300!">
        {t(keys.accept)}
      </Button>
    </div>
  );
}
