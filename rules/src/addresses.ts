// A postal address as the shop's forms, pages and mails read it, and as Medusa stores it: one
// mapping each way for the checkout (browser), the order page's function (site server) and anyone
// else reading Medusa's addresses. Country codes: upper case in the shop, lower case in Medusa.

/** The shop's address: every field a (trimmed) string, optional ones empty. */
export type ShopAddress = {
  firstName: string;
  lastName: string;
  company: string;
  address: string;
  apartment: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
};

/** The address fields Medusa's carts and orders carry. */
export type MedusaAddressFields = {
  first_name?: string | null;
  last_name?: string | null;
  company?: string | null;
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  postal_code?: string | null;
  country_code?: string | null;
  phone?: string | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The shop's address (or a form's, optional fields left out) as Medusa stores it: country code in lower case, optional fields empty. */
export function toMedusaAddress(address: { [K in keyof ShopAddress]?: string | null }): Required<{
  [K in keyof MedusaAddressFields]: string;
}> {
  return {
    first_name: text(address.firstName),
    last_name: text(address.lastName),
    company: text(address.company),
    address_1: text(address.address),
    address_2: text(address.apartment),
    city: text(address.city),
    postal_code: text(address.postalCode),
    country_code: text(address.country).toLowerCase(),
    phone: text(address.phone),
  };
}

/** Medusa's address as the shop reads it (country code in upper case; no address gives empty fields). */
export function fromMedusaAddress(address: MedusaAddressFields | null | undefined): ShopAddress {
  return {
    firstName: text(address?.first_name),
    lastName: text(address?.last_name),
    company: text(address?.company),
    address: text(address?.address_1),
    apartment: text(address?.address_2),
    city: text(address?.city),
    postalCode: text(address?.postal_code),
    country: text(address?.country_code).toUpperCase(),
    phone: text(address?.phone),
  };
}
