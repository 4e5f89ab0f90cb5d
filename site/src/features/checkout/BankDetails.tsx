// The workshop's bank details for a bank transfer, with the amount and the order number as the
// reference: on the order confirmation and on the guest order page.
import { formatPrice } from '@tonewood/design-system';
import { useTranslation } from 'react-i18next';

/** The workshop's account for bank transfers (Strapi settings), or null when none is set. */
export interface BankAccount {
  holder: string;
  bank: string;
  iban: string;
  bic: string;
}

export function BankDetails({
  bankAccount,
  reference,
  amount,
}: {
  bankAccount: BankAccount | null;
  /** The order number (#12): the transfer's reference. */
  reference: string;
  /** EUR major units. */
  amount: number;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="bank-details"
      data-slot="bank-details"
      className="grid gap-3 rounded-lg border border-amber-700/40 bg-amber-100 p-6"
    >
      <h2 id="bank-details" className="font-display text-xl font-semibold">
        {t('order_bank_title')}
      </h2>
      <p>{t('order_bank_text')}</p>
      {bankAccount ? (
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          {(
            [
              ['bank_holder', bankAccount.holder],
              ['bank_name', bankAccount.bank],
              ['bank_iban', bankAccount.iban],
              ['bank_bic', bankAccount.bic],
              ['bank_reference', reference],
              ['bank_amount', formatPrice(amount)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-walnut-800">{t(label)}</dt>
              <dd className="font-mono tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{t('order_bank_missing')}</p>
      )}
    </section>
  );
}
