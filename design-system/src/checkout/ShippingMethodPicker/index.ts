export { ShippingMethodPicker, type ShippingMethod, type ShippingMethodPickerProps } from './ShippingMethodPicker';
