export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
export { clampQuantity, MIN_QUANTITY } from './clampQuantity';
