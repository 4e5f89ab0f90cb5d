export { Checkbox, type CheckboxProps } from './Checkbox';
export { FormCheckbox, type FormCheckboxProps } from './FormCheckbox';
