import { formatPrice } from '../../commerce/Price/formatPrice';
import { ChoiceList } from '../ChoiceList/ChoiceList';
import { useCheckoutStrings } from '../strings';

export interface ShippingMethod {
  id: string;
  name: string;
  /** Price in EUR major units; 0 shows as free. */
  amount: number;
  /** E.g. the delivery time. */
  description?: string;
}

export interface ShippingMethodPickerProps {
  methods: ShippingMethod[];
  value: string | undefined;
  onValueChange: (id: string) => void;
  /** The validation message, e.g. 'Please select a shipping method'. */
  error?: string;
  onBlur?: () => void;
  name?: string;
  className?: string;
}

/**
 * The shipping methods as a radio list with their prices. A controlled field: use it inside
 * ShippingAddressForm (pass `shippingMethods`) or with react-hook-form's Controller.
 */
export function ShippingMethodPicker({ methods, ...props }: ShippingMethodPickerProps) {
  const t = useCheckoutStrings();
  return (
    <ChoiceList
      legend={t('shippingMethodTitle')}
      choices={methods.map((method) => ({
        value: method.id,
        label: method.name,
        description: method.description,
        aside: method.amount === 0 ? t('free') : formatPrice(method.amount),
      }))}
      {...props}
    />
  );
}
