export { NewVersionToast, type NewVersionToastProps } from './NewVersionToast';
