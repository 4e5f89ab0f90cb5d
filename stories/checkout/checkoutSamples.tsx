import type { ReactNode } from 'react';
import {
  CheckoutSteps,
  checkoutStrings,
  type CheckoutStep,
  type Order,
  type ShippingAddress,
  type ShippingMethod,
} from '@tonewood/design-system';
import { InstrumentArt } from '../support/InstrumentArt';
import type { Lang } from '../support/locale';

// Sample data and a frame shared by the checkout stories.
export const checkoutText = (lang: Lang) => checkoutStrings[lang];

/** The spec's exact English messages (section 5); German from the library. */
export const expectedMessages = (lang: Lang) =>
  lang === 'en'
    ? {
        required: 'This field is required',
        invalidEmail: 'Please enter a valid email address',
        shippingMethodRequired: 'Please select a shipping method',
      }
    : {
        required: checkoutStrings.de.required,
        invalidEmail: checkoutStrings.de.invalidEmail,
        shippingMethodRequired: checkoutStrings.de.shippingMethodRequired,
      };

export const countries = {
  en: [
    { value: 'DE', label: 'Germany' },
    { value: 'AT', label: 'Austria' },
    { value: 'CH', label: 'Switzerland' },
    { value: 'NL', label: 'Netherlands' },
    { value: 'GB', label: 'United Kingdom' },
  ],
  de: [
    { value: 'DE', label: 'Deutschland' },
    { value: 'AT', label: 'Österreich' },
    { value: 'CH', label: 'Schweiz' },
    { value: 'NL', label: 'Niederlande' },
    { value: 'GB', label: 'Vereinigtes Königreich' },
  ],
};

export const shippingMethods: Record<Lang, [ShippingMethod, ShippingMethod, ShippingMethod]> = {
  en: [
    { id: 'standard', name: 'Insured parcel (DHL)', amount: 0, description: 'About 4-5 working days' },
    { id: 'express', name: 'Express (UPS)', amount: 39.9, description: '1-2 working days' },
    { id: 'pickup', name: 'Pick up at the workshop, Leipzig', amount: 0, description: 'We call you when it is ready' },
  ],
  de: [
    { id: 'standard', name: 'Versichertes Paket (DHL)', amount: 0, description: 'Etwa 4-5 Werktage' },
    { id: 'express', name: 'Express (UPS)', amount: 39.9, description: '1-2 Werktage' },
    {
      id: 'pickup',
      name: 'Abholung in der Werkstatt, Leipzig',
      amount: 0,
      description: 'Wir rufen dich an, sobald es fertig ist',
    },
  ],
};

export const address: ShippingAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Strings GmbH',
  address: 'Holzweg 12',
  apartment: '3. OG',
  city: 'Leipzig',
  postalCode: '04109',
  country: 'DE',
  phone: '+49 341 1234567',
};

export const order = (lang: Lang): Order => ({
  number: 'TW-10428',
  items: [
    {
      id: 'nightjar',
      title: 'Nightjar S',
      subtitle: lang === 'de' ? 'Amber Burst, Palisander-Griffbrett' : 'Amber burst, rosewood fingerboard',
      quantity: 1,
      total: 2890,
      thumbnail: <InstrumentArt finish="#8f5a0f" background="#f6efe3" label="" />,
    },
    {
      id: 'strap',
      title: lang === 'de' ? 'Ledergurt, handgenäht' : 'Leather strap, hand-stitched',
      quantity: 2,
      total: 119.8,
      thumbnail: <InstrumentArt kind="bass" finish="#35261c" background="#dcc6a3" label="" />,
    },
  ],
  shippingAddress: address,
  paymentMethod: 'card',
  shippingMethod: shippingMethods[lang][0].name,
  subtotal: 3009.8,
  discount: 150,
  shipping: 0,
  total: 2859.8,
  taxRate: 19,
});

/** Matches a field label followed by the library's "(optional)" marker, however the spacing is computed. */
export const optionalLabel = (label: string) => (name: string) =>
  name.startsWith(label) && /\(optional\)$/.test(name.replace(/\s+/g, ' '));

/** A checkout step inside the real step frame, so continue is the real button. */
export function StepFrame({
  step,
  formId,
  onBack,
  onContinue,
  children,
}: {
  step: CheckoutStep;
  formId?: string;
  onBack?: () => void;
  onContinue?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl">
      <CheckoutSteps current={step} formId={formId} onBack={onBack ?? (() => {})} onContinue={onContinue}>
        {children}
      </CheckoutSteps>
    </div>
  );
}
