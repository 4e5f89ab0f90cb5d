import { useMemo } from 'react';
import { useLocale } from 'react-aria';
import type { ShippingAddress } from '../../schemas';

/** The country's name in the page language, from its ISO code (DE → Germany / Deutschland). */
function useCountryName() {
  const { locale } = useLocale();
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  return (code: string) => {
    try {
      return names.of(code.trim().toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };
}

/** A postal address as lines, in the order a German parcel label uses. */
export function AddressLines({ address }: { address: ShippingAddress }) {
  const countryName = useCountryName();
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address,
    address.apartment,
    `${address.postalCode} ${address.city}`,
    countryName(address.country),
    address.phone,
  ].filter(Boolean);
  return (
    <address className="not-italic" data-slot="address">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
