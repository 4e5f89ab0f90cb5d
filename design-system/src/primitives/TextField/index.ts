export { TextField, EmailField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './TextField';
