export { PromotionCodeField, type PromotionCodeFieldProps, type PromotionCodeProblem } from './PromotionCodeField';
