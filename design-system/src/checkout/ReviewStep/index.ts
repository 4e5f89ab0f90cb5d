export { ReviewStep, type ReviewStepProps } from './ReviewStep';
