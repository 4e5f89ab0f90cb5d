export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './TextField';
