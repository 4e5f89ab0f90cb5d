import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { cn } from '../../lib/cn';
import type { MessageOverrides } from '../../i18n/useDsStrings';
import { useEngagementStrings, type EngagementStringKey } from '../strings';

/** The consent categories of spec section 3; necessary cookies cannot be switched off. */
export interface CookieCategories {
  necessary: true;
  functional: boolean;
  optional: boolean;
}

type Choice = Omit<CookieCategories, 'necessary'>;

export type CookieBannerMode = 'summary' | 'customize';

export interface CookieBannerProps {
  /** The cookie policy page (/cookies or /de/cookies). */
  cookiesHref: string;
  onAcceptAll: () => void;
  onDeclineAll: () => void;
  onSave: (categories: CookieCategories) => void;
  /** The choice stored so far; customizing starts from it and flags changes against it. */
  savedCategories?: Partial<Choice>;
  /** Opens straight in the category view (for a "cookie settings" link in the footer). */
  defaultMode?: CookieBannerMode;
  /** Overrides for the banner's texts (the site's translations). */
  messages?: MessageOverrides<EngagementStringKey>;
  className?: string;
}

const categoryKeys = ['functional', 'optional'] as const;

/**
 * The cookie banner: a labelled region fixed to the bottom of the page, never a modal, so the
 * page stays usable and the banner is reached with Tab like any other part of the page.
 */
export function CookieBanner({
  cookiesHref,
  onAcceptAll,
  onDeclineAll,
  onSave,
  savedCategories,
  defaultMode = 'summary',
  messages,
  className,
}: CookieBannerProps) {
  const t = useEngagementStrings(messages);
  const headingId = useId();
  const [mode, setMode] = useState<CookieBannerMode>(defaultMode);
  const [saved, setSaved] = useState<Choice>({
    functional: savedCategories?.functional ?? false,
    optional: savedCategories?.optional ?? false,
  });
  const [draft, setDraft] = useState<Choice>(saved);
  const [justSaved, setJustSaved] = useState(false);
  const unsaved = categoryKeys.some((key) => draft[key] !== saved[key]);

  const firstChoice = useRef<HTMLButtonElement>(null);
  const customizeButton = useRef<HTMLButtonElement>(null);
  const modeChanged = useRef(false);
  useEffect(() => {
    // Only after the visitor switches views, never on first render (that would steal focus).
    if (!modeChanged.current) return;
    (mode === 'customize' ? firstChoice : customizeButton).current?.focus();
  }, [mode]);

  const switchTo = (next: CookieBannerMode) => {
    modeChanged.current = true;
    setMode(next);
  };

  const save = () => {
    setSaved(draft);
    setJustSaved(true);
    onSave({ necessary: true, ...draft });
  };

  return (
    <section
      aria-labelledby={headingId}
      data-slot="cookie-banner"
      data-mode={mode}
      className={cn(
        // Scrolls on its own when the categories make it taller than a small phone screen.
        'fixed inset-x-0 bottom-0 z-30 max-h-dvh overflow-y-auto border-t-2 border-amber-700 bg-white text-walnut-900 shadow-lg',
        className,
      )}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-5 sm:px-6">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {t('cookieTitle')}
        </h2>
        <p className="max-w-3xl text-sm text-walnut-700">
          {t('cookieText')}{' '}
          <a
            href={cookiesHref}
            className="font-medium text-amber-800 underline underline-offset-4 hover:text-walnut-900 focus-visible:outline-2 focus-visible:outline-amber-700"
          >
            {t('cookieLink')}
          </a>
        </p>

        {mode === 'customize' && (
          <fieldset className="grid gap-4 sm:grid-cols-3" data-slot="cookie-categories">
            <legend className="sr-only">{t('customize')}</legend>
            <Checkbox
              checked
              disabled
              label={
                <>
                  {t('necessary')} <span className="font-normal text-walnut-600">({t('alwaysOn')})</span>
                </>
              }
              description={t('necessaryText')}
            />
            {categoryKeys.map((key, index) => (
              <Checkbox
                key={key}
                ref={index === 0 ? firstChoice : undefined}
                checked={draft[key]}
                onCheckedChange={(checked) => {
                  setJustSaved(false);
                  setDraft((current) => ({ ...current, [key]: checked === true }));
                }}
                label={t(key)}
                description={t(key === 'functional' ? 'functionalText' : 'optionalText')}
              />
            ))}
          </fieldset>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          {mode === 'summary' ? (
            <Button ref={customizeButton} variant="ghost" className="sm:mr-auto" onClick={() => switchTo('customize')}>
              {t('customize')}
            </Button>
          ) : (
            <>
              <Button variant="ghost" onClick={() => switchTo('summary')}>
                {t('back')}
              </Button>
              <p
                role="status"
                data-slot="cookie-unsaved"
                data-unsaved={unsaved || undefined}
                className={cn('text-sm sm:mr-auto', unsaved ? 'font-medium text-oxblood-600' : 'text-moss-700')}
              >
                {unsaved ? t('unsaved') : justSaved ? t('saved') : ''}
              </p>
              <Button variant="outline" onClick={save}>
                {t('save')}
              </Button>
            </>
          )}
          <Button variant="secondary" onClick={onDeclineAll}>
            {t('declineAll')}
          </Button>
          <Button variant="primary" onClick={onAcceptAll}>
            {t('acceptAll')}
          </Button>
        </div>
      </div>
    </section>
  );
}
