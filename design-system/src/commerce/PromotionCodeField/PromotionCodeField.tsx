import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { cn } from '../../lib/cn';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { createPromotionCodeSchema } from '../../schemas/promotion';
import { useCommerceStrings } from '../strings';

/** Why a code was not taken: Medusa does not know it; it is known but takes nothing off this cart (expired, no matching items); the call failed. */
export type PromotionCodeProblem = 'unknown' | 'not-applicable' | 'failed';

export interface PromotionCodeFieldProps {
  /** The codes the cart carries now (each with a remove button). */
  applied: string[];
  /** Called with the code, trimmed and upper-cased, once it passes the format check. */
  onApply: (code: string) => void | Promise<unknown>;
  onRemove: (code: string) => void | Promise<unknown>;
  /** The last code the shop refused, and why (shown under the field until the next try). */
  problem?: { kind: PromotionCodeProblem; code: string } | null;
  /** A call is on its way: the buttons wait. */
  busy?: boolean;
  className?: string;
}

/**
 * The cart's and the review's promotion code: a labelled field with an apply button, the applied
 * codes each with a remove button, the shop's refusal under the field (linked to it), and a
 * polite live region that says when a code was applied or removed.
 */
export function PromotionCodeField({ applied, onApply, onRemove, problem, busy, className }: PromotionCodeFieldProps) {
  const t = useCommerceStrings();
  const fieldId = `promotion-code-${useId()}`;
  const {
    register,
    reset,
    formState: { errors },
    formProps,
  } = useSchemaForm(
    createPromotionCodeSchema,
    { empty: t('promo.empty'), format: t('promo.format') },
    { defaultValues: { code: '' }, onSubmit: ({ code }) => void onApply(code) },
  );
  const announcement = useAnnouncement(applied, t);
  // A code that was applied leaves the field empty for the next one.
  const appliedKey = applied.join(' ');
  useEffect(() => {
    if (appliedKey) reset({ code: '' });
  }, [appliedKey, reset]);
  const refusal = problem ? t(`promo.${problem.kind}`, { code: problem.code }) : undefined;
  return (
    <div data-slot="promotion-code-field" className={cn('grid gap-3', className)}>
      <form {...formProps} className="flex items-start gap-2">
        <TextField
          id={fieldId}
          label={t('promoLabel')}
          fieldClassName="min-w-0 flex-1"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.code?.message ?? refusal}
          {...register('code')}
        />
        <Button type="submit" variant="outline" className="mt-[1.625rem] h-11 shrink-0" disabled={busy}>
          {t('promoApply')}
        </Button>
      </form>
      {applied.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('promoAppliedList')}>
          {applied.map((code) => (
            <li
              key={code}
              data-slot="promotion-code-applied"
              className="inline-flex items-center gap-2 rounded-full border border-maple-300 bg-maple-100 py-1 pr-1 pl-3 text-sm font-medium text-walnut-900"
            >
              <span className="font-mono">{code}</span>
              <button
                type="button"
                onClick={() => void onRemove(code)}
                disabled={busy}
                aria-label={t('promoRemove', { code })}
                className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-walnut-700 hover:bg-maple-200 hover:text-walnut-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="sr-only" data-slot="promotion-code-status">
        {announcement}
      </p>
    </div>
  );
}

/** 'Code X applied.' / 'Code X removed.' when the applied codes change (not on the first render). */
function useAnnouncement(applied: string[], t: ReturnType<typeof useCommerceStrings>) {
  const previous = useRef<string[] | null>(null);
  const [message, setMessage] = useState('');
  const key = applied.join(' ');
  useEffect(() => {
    const before = previous.current;
    const now = key ? key.split(' ') : [];
    previous.current = now;
    if (!before) return;
    const added = now.filter((code) => !before.includes(code));
    const removed = before.filter((code) => !now.includes(code));
    const parts = [
      ...added.map((code) => t('promoApplied', { code })),
      ...removed.map((code) => t('promoRemoved', { code })),
    ];
    if (parts.length) setMessage(parts.join(' '));
  }, [key, t]);
  return message;
}
