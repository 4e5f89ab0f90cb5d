export { ShippingAddressForm, type ShippingAddressFormProps, type ShippingStepValues } from './ShippingAddressForm';
