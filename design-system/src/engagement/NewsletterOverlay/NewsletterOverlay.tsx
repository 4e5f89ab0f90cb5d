import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../primitives/Button';
import { Drawer } from '../../primitives/Drawer';
import { NewsletterForm, isNewsletterVisibleField } from '../NewsletterForm/NewsletterForm';
import type { NewsletterValues } from '../../schemas';
import { useNewsletterMessages, type NewsletterMessages } from '../NewsletterForm/messages';
import { ConfirmIcon, ExclamationIcon } from '../../icons';

export interface NewsletterResult {
  success: boolean;
  message: string;
  /** The fields the server refused: field to message key (newsletterForm.*) or text. */
  errors?: Record<string, string>;
}

/** The overlay's steps as the spec names them; tab2 exists in the old flow but is never shown. */
export type NewsletterTab = 'tab1' | 'tab3';

/** What a network or parse failure counts as (spec sections 4 and 8). */
const failure = (): NewsletterResult => ({ message: 'Error', success: false });

export interface NewsletterOverlayProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the overlay (usually a NewsletterButton); focus returns to it. */
  trigger?: ReactNode;
  /** Sends a valid registration. A rejected promise counts as { message: 'Error', success: false }. */
  submit: (values: NewsletterValues) => Promise<NewsletterResult>;
  /** Called with every result shown on tab3 (for analytics or logging). */
  onResult?: (result: NewsletterResult) => void;
  messages?: NewsletterMessages;
}

/**
 * The newsletter panel: a right-side drawer that starts on tab1 (the form, submitted by the
 * footer's request button) and moves to tab3 (the result, with a close button) after any submit
 * that passes validation, the server's included. It starts on tab1 again each time it opens.
 */
export function NewsletterOverlay({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  submit,
  onResult,
  messages,
}: NewsletterOverlayProps) {
  const m = useNewsletterMessages(messages);
  const formId = `newsletter-${useId()}`;
  const [internalOpen, setInternalOpen] = useState(defaultOpen);
  const isOpen = open ?? internalOpen;
  const [tab, setTab] = useState<NewsletterTab>('tab1');
  const [result, setResult] = useState<NewsletterResult | null>(null);
  const [sending, setSending] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // A closed overlay forgets its result, so the next opening starts on tab1 (adjusted during
  // render, as React recommends, so a reopened panel never flashes the old result).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) {
      setTab('tab1');
      setResult(null);
      setSending(false);
    }
  }

  useEffect(() => {
    // The request button that had focus is gone on tab3; move focus to the result instead.
    if (tab === 'tab3') resultHeading.current?.focus();
  }, [tab]);

  const handleOpenChange = (next: boolean) => {
    setInternalOpen(next);
    onOpenChange?.(next);
  };

  const handleValid = async (values: NewsletterValues) => {
    setSending(true);
    let outcome: NewsletterResult;
    try {
      outcome = await submit(values);
    } catch {
      outcome = failure();
    }
    setSending(false);
    // A refusal of fields the person can correct is a failed validation: the form stays on tab1
    // and shows each message on its field. Anything else is a result for tab3.
    const refused = Object.keys(outcome.errors ?? {});
    if (!outcome.success && refused.length > 0 && refused.every(isNewsletterVisibleField)) return outcome.errors;
    setResult(outcome);
    setTab('tab3');
    onResult?.(outcome);
  };

  const footer =
    tab === 'tab1' ? (
      <Button type="submit" form={formId} className="w-full" loading={sending} data-slot="newsletter-request">
        {m('newsletterForm.request')}
      </Button>
    ) : (
      <Dialog.Close asChild>
        <Button variant="outline" className="w-full" data-slot="newsletter-close">
          {m('newsletterForm.close')}
        </Button>
      </Dialog.Close>
    );

  return (
    <Drawer
      side="right"
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      title={m('newsletterForm.layerTitle')}
      footer={footer}
    >
      <div data-slot="newsletter-overlay" data-tab={tab}>
        {tab === 'tab1' ? (
          <>
            <p className="mb-6 text-walnut-700">{m('newsletterForm.layerIntro')}</p>
            <NewsletterForm id={formId} onSubmit={handleValid} messages={messages} />
          </>
        ) : (
          <NewsletterResultView result={result ?? failure()} headingRef={resultHeading} m={m} />
        )}
      </div>
    </Drawer>
  );
}

function NewsletterResultView({
  result,
  headingRef,
  m,
}: {
  result: NewsletterResult;
  headingRef: React.Ref<HTMLHeadingElement>;
  m: ReturnType<typeof useNewsletterMessages>;
}) {
  const { success } = result;
  return (
    <div
      role="status"
      data-slot="newsletter-result"
      data-success={success}
      className="flex flex-col items-start gap-4 pt-4"
    >
      <span
        aria-hidden="true"
        className={
          success
            ? 'inline-flex size-12 items-center justify-center rounded-full bg-moss-100 text-moss-700'
            : 'inline-flex size-12 items-center justify-center rounded-full bg-oxblood-100 text-oxblood-700'
        }
      >
        {success ? <ConfirmIcon /> : <ExclamationIcon />}
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold focus:outline-none">
        {m(success ? 'newsletterForm.layerFormSuccess' : 'newsletterForm.layerFormError')}
      </h3>
      <p className="text-walnut-700">
        {m(success ? 'newsletterForm.layerFormSuccessLabel' : 'newsletterForm.layerFormErrorLabel')}
      </p>
    </div>
  );
}
