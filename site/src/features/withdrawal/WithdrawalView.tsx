// The withdrawal function (§ 356a BGB) in two steps: the form (name, order number, the order's
// email, optionally which items and a text), checked against the order by the site function,
// then a separate confirmation that shows exactly what will be sent, with the button 'Confirm
// withdrawal'. From the order page's link (?order=&token=) both are prefilled.
import { Button, Checkbox, TextAreaField, TextField, useSchemaForm } from '@tonewood/design-system';
import {
  createWithdrawalSchema,
  withdrawalSchemaMessages,
  type WithdrawalValues,
} from '@tonewood/design-system/schemas';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink, type Language } from '../i18n';
import { useHydrated } from '../resilience';
import { MadeToSpecificationNote } from './MadeToSpecificationNote';
import type { WithdrawalItem, WithdrawalSummary } from '@tonewood/design-system/schemas';
import { loadOrderPrefill, sendWithdrawal } from './send';

/** The contact form (of /about) the period-ended answer offers. */
const CONTACT_ROUTE = '/about';

const visibleFields = ['name', 'orderNumber', 'email', 'message'] as const;

type Step =
  | { at: 'form' }
  | { at: 'review'; values: WithdrawalValues; summary: WithdrawalSummary }
  | { at: 'done'; summary: WithdrawalSummary; message: string; receivedAt: string }
  | { at: 'ended'; message: string };

const itemLabel = (item: WithdrawalItem) =>
  `${item.quantity} × ${item.title}${item.variant ? ` (${item.variant})` : ''}`;

export function WithdrawalView({ language, search }: { language: Language; search: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ at: 'form' });
  const [items, setItems] = useState<WithdrawalItem[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Until the page has hydrated, a submit button would send the form the browser's way: a GET to
  // this page, the name and email in the address (and the server's log). So the button is a plain
  // one until then; the hydration loader keeps a tap on it and does it once the page has hydrated
  // (site/config/hydration.mjs), and that click submits the form.
  const hydrated = useHydrated();

  const form = useSchemaForm(createWithdrawalSchema, withdrawalSchemaMessages[language], {
    defaultValues: { name: '', orderNumber: '', email: '', message: '' },
    onSubmit: (values) => check(values),
  });
  const {
    register,
    reset,
    getValues,
    formState: { errors },
  } = form;

  // The order page's link: prefill from the order (its own site function checks the token).
  useEffect(() => {
    const params = new URLSearchParams(search);
    const id = params.get('order');
    const token = params.get('token');
    if (!id || !token) return;
    void loadOrderPrefill(id, token).then((prefill) => {
      if (!prefill) return;
      reset({ ...getValues(), name: prefill.name, orderNumber: prefill.orderNumber, email: prefill.email });
      setItems(prefill.items);
    });
  }, [search, reset, getValues]);

  useEffect(() => {
    if (step.at !== 'form') heading.current?.focus();
  }, [step.at]);

  async function check(values: WithdrawalValues) {
    setSending(true);
    setFormError(null);
    const outcome = await sendWithdrawal({ ...values, items: chosen }, language, false);
    setSending(false);
    if (outcome.kind === 'checked') {
      setItems(outcome.summary.order.items);
      setStep({ at: 'review', values: { ...values, items: chosen }, summary: outcome.summary });
    } else if (outcome.kind === 'periodEnded') setStep({ at: 'ended', message: outcome.message });
    else if (outcome.kind === 'refused') {
      if (!outcome.fieldErrors || !form.showServerErrors(outcome.fieldErrors, visibleFields))
        setFormError(outcome.message);
    } else setFormError(t('withdrawal_error'));
  }

  async function confirm(values: WithdrawalValues) {
    setSending(true);
    setFormError(null);
    const outcome = await sendWithdrawal(values, language, true);
    setSending(false);
    if (outcome.kind === 'received') setStep({ at: 'done', ...outcome });
    else if (outcome.kind === 'periodEnded') setStep({ at: 'ended', message: outcome.message });
    else setFormError(outcome.kind === 'refused' ? outcome.message : t('withdrawal_error'));
  }

  const alert = formError && (
    <p
      role="alert"
      data-slot="withdrawal-error"
      className="rounded-md bg-oxblood-100 px-4 py-3 text-sm font-medium text-oxblood-700"
    >
      {formError}
    </p>
  );

  if (step.at === 'ended')
    return (
      <section aria-labelledby="withdrawal-step" data-step="ended" className="grid gap-4">
        <h2 id="withdrawal-step" ref={heading} tabIndex={-1} className="font-display text-2xl font-semibold">
          {t('withdrawal_ended_title')}
        </h2>
        <p role="status">{step.message}</p>
        <p>
          <SiteLink href={CONTACT_ROUTE} className="font-medium text-amber-800 underline underline-offset-4">
            {t('withdrawal_contact')}
          </SiteLink>
        </p>
      </section>
    );

  if (step.at === 'done') {
    return (
      <section aria-labelledby="withdrawal-step" data-step="done" className="grid gap-4 rounded-lg bg-moss-100 p-6">
        <h2
          id="withdrawal-step"
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-moss-700"
        >
          {t('withdrawal_done_title')}
        </h2>
        <p role="status" data-slot="withdrawal-received">
          {step.message}
        </p>
      </section>
    );
  }

  if (step.at === 'review') {
    const { values, summary } = step;
    const rows: [string, string][] = [
      [t('withdrawal_name'), values.name],
      [t('withdrawal_order_number'), `#${summary.order.displayId}`],
      [t('withdrawal_email'), values.email],
    ];
    return (
      <section aria-labelledby="withdrawal-step" data-step="review" className="grid gap-6">
        <StepHeading step={t('withdrawal_step', { step: 2 })} title={t('withdrawal_review_title')} headingRef={heading}>
          <p className="mt-2 text-walnut-800">{t('withdrawal_review_intro')}</p>
        </StepHeading>
        <dl
          data-slot="withdrawal-summary"
          className="grid gap-3 rounded-lg border border-maple-300 bg-white p-6 sm:grid-cols-[auto_1fr] sm:gap-x-6"
        >
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-walnut-700">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
          <dt className="font-medium text-walnut-700">{t('withdrawal_items_withdrawn')}</dt>
          <dd>
            <ItemList items={summary.withdrawn} />
          </dd>
          {summary.excluded.length > 0 && (
            <>
              <dt className="font-medium text-walnut-700">{t('withdrawal_items_excluded')}</dt>
              <dd>
                <ItemList items={summary.excluded} />
                <MadeToSpecificationNote language={language} className="mt-1" />
              </dd>
            </>
          )}
          <dt className="font-medium text-walnut-700">{t('withdrawal_message')}</dt>
          <dd className="whitespace-pre-wrap break-words">{values.message?.trim() || t('withdrawal_no_message')}</dd>
        </dl>
        {alert}
        <div className="flex flex-wrap gap-3">
          <Button type="button" loading={sending} onClick={() => void confirm(values)}>
            {t('withdrawal_confirm')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setStep({ at: 'form' })}>
            {t('withdrawal_edit')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="withdrawal-step" data-step="form" className="grid gap-6">
      <StepHeading step={t('withdrawal_step', { step: 1 })} title={t('withdrawal_form_title')} headingRef={heading} />
      <form {...form.formProps} data-slot="withdrawal-form" className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('withdrawal_name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('withdrawal_order_number')}
          inputMode="numeric"
          description={t('withdrawal_order_number_hint')}
          error={errors.orderNumber?.message}
          {...register('orderNumber')}
        />
        <TextField
          label={t('withdrawal_email')}
          type="email"
          autoComplete="email"
          fieldClassName="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        {items.length > 0 && (
          <fieldset className="grid gap-3 sm:col-span-2" data-slot="withdrawal-items">
            <legend className="mb-2 font-medium">{t('withdrawal_items')}</legend>
            <p className="text-sm text-walnut-700">{t('withdrawal_items_hint')}</p>
            {items.map((item) => (
              <Checkbox
                key={item.id}
                label={itemLabel(item)}
                description={item.madeToSpecification ? <MadeToSpecificationNote language={language} /> : undefined}
                checked={chosen.includes(item.id)}
                onCheckedChange={(checked) =>
                  setChosen((now) => (checked === true ? [...now, item.id] : now.filter((id) => id !== item.id)))
                }
              />
            ))}
          </fieldset>
        )}
        <TextAreaField
          label={t('withdrawal_message')}
          optional
          rows={4}
          fieldClassName="sm:col-span-2"
          error={errors.message?.message}
          {...register('message')}
        />
        {alert && <div className="sm:col-span-2">{alert}</div>}
        <div className="sm:col-span-2">
          <Button
            type={hydrated ? 'submit' : 'button'}
            loading={sending}
            onClick={(event) => {
              // The loader's kept tap, done before this render has made it a submit button.
              if (event.currentTarget.type === 'button') event.currentTarget.form?.requestSubmit();
            }}
          >
            {t('withdrawal_continue')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A step's heading: 'Step n of 2' above the title, which takes the focus when the step opens. */
function StepHeading({
  step,
  title,
  headingRef,
  children,
}: {
  step: string;
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <div>
      <p className="text-sm font-medium text-walnut-700">{step}</p>
      <h2 id="withdrawal-step" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </div>
  );
}

function ItemList({ items }: { items: readonly WithdrawalItem[] }) {
  return (
    <ul className="grid gap-1">
      {items.map((item) => (
        <li key={item.id}>{itemLabel(item)}</li>
      ))}
    </ul>
  );
}
