import { useId, type ReactNode } from 'react';
import { formatPrice } from '../../commerce/Price/formatPrice';
import { cn } from '../../lib/cn';
import { AddressLines } from '../AddressLines/AddressLines';
import type { CheckoutStep } from '../CheckoutSteps/CheckoutSteps';
import { useCheckoutStrings, type CheckoutStringKey } from '../strings';
import type { CheckoutContact, PaymentMethodChoice, ShippingAddress } from '../../schemas';

type EditableStep = Exclude<CheckoutStep, 'review'>;

export interface ReviewStepProps {
  contact: CheckoutContact;
  address: ShippingAddress;
  shippingMethod: { name: string; amount: number };
  payment: PaymentMethodChoice;
  /** Where each edit link goes (plain links, e.g. to ?step=contact). */
  editHref?: Partial<Record<EditableStep, string>>;
  /** Or what an edit button does (switches the step in place). Used when no href is given. */
  onEdit?: (step: EditableStep) => void;
  className?: string;
}

const editLinkClass =
  'cursor-pointer text-sm font-medium text-amber-800 underline underline-offset-4 hover:text-walnut-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

/** The last step before placing the order: contact, address, shipping and payment, each with an edit link. */
export function ReviewStep({
  contact,
  address,
  shippingMethod,
  payment,
  editHref,
  onEdit,
  className,
}: ReviewStepProps) {
  const t = useCheckoutStrings();
  const titleId = useId();
  const rows: { step: EditableStep; label: CheckoutStringKey; value: ReactNode }[] = [
    { step: 'contact', label: 'contact', value: contact.email },
    { step: 'shipping', label: 'shipTo', value: <AddressLines address={address} /> },
    {
      step: 'shipping',
      label: 'shippingMethod',
      value: `${shippingMethod.name} · ${shippingMethod.amount === 0 ? t('free') : formatPrice(shippingMethod.amount)}`,
    },
    {
      step: 'payment',
      label: 'payment',
      value:
        payment.method === 'card' ? (
          <>
            <span className="block">{t('card')}</span>
            <span className="block text-walnut-600">{payment.nameOnCard}</span>
          </>
        ) : (
          t('bankTransfer')
        ),
    },
  ];
  return (
    <section data-slot="review-step" className={cn('grid gap-5', className)} aria-labelledby={titleId}>
      <h2 id={titleId} className="font-display text-2xl font-semibold">
        {t('reviewTitle')}
      </h2>
      <dl className="divide-y divide-maple-300 rounded-md border border-maple-300 bg-white">
        {rows.map((row) => {
          const section = t(row.label);
          const editLabel = (
            <>
              {t('edit')}
              <span className="sr-only"> ({section})</span>
            </>
          );
          const href = editHref?.[row.step];
          return (
            <div
              key={row.label}
              className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 p-4 sm:grid-cols-[10rem_1fr_auto]"
            >
              <dt className="text-sm font-medium text-walnut-600">{section}</dt>
              <dd className="col-start-1 text-walnut-900 sm:col-start-2 sm:row-start-1">{row.value}</dd>
              <dd className="col-start-2 row-start-1 sm:col-start-3">
                {href ? (
                  <a href={href} className={editLinkClass}>
                    {editLabel}
                  </a>
                ) : onEdit ? (
                  <button type="button" className={editLinkClass} onClick={() => onEdit(row.step)}>
                    {editLabel}
                  </button>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
