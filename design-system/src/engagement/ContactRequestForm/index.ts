export { ContactRequestForm, type ContactRequestFormProps } from './ContactRequestForm';
