export {
  ShippingModal,
  shippingUnavailableReasons,
  type ShippingModalProps,
  type ShippingModalProduct,
  type ShippingResult,
  type ShippingUnavailableReason,
} from './ShippingModal';
