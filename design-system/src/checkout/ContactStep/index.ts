export { ContactStep, type ContactStepProps } from './ContactStep';
