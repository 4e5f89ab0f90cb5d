export { Alert, alertVariants, type AlertKind, type AlertProps } from './Alert';
export { shopErrors, shopErrorKeys, type ShopError } from './shopErrors';
