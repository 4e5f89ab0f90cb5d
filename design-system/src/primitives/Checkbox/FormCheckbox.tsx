import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from './Checkbox';

export interface FormCheckboxProps<Values extends FieldValues> extends Omit<
  CheckboxProps,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'name' | 'value'
> {
  /** The form's `control` (useSchemaForm / useForm). */
  control: Control<Values>;
  /** A boolean field of the form. */
  name: FieldPath<Values>;
}

/**
 * A Checkbox bound to a boolean field of a react-hook-form form: checked is the field's value,
 * a toggle stores true or false (never Radix's 'indeterminate'), blur marks it touched.
 */
export function FormCheckbox<Values extends FieldValues>({ control, name, ...props }: FormCheckboxProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <Checkbox
          {...field}
          {...props}
          checked={value === true}
          onCheckedChange={(checked) => onChange(checked === true)}
        />
      )}
    />
  );
}
