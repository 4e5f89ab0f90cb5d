export { QuoteRequestForm, type QuoteRequestFormProps } from './QuoteRequestForm';
