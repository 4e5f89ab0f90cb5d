import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useDsStrings } from '../../i18n/useDsStrings';

export interface FieldSlots {
  label: ReactNode;
  description?: ReactNode;
  /** The validation message; when set, the control is marked invalid and announces it. */
  error?: ReactNode;
  /** Adds "(optional)" to the label; required is the default for the shop's forms. */
  optional?: boolean;
}

export interface FieldIds {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldProps extends FieldSlots {
  id?: string;
  className?: string;
  /** Renders the control between label and messages, wired to them by id. */
  children: (ids: FieldIds) => ReactNode;
  /** Places label after the control (checkboxes). */
  inline?: boolean;
}

/** Shared label, description and error slots for every form control, linked by ids for screen readers. */
export function Field({ id, label, description, error, optional, className, children, inline = false }: FieldProps) {
  const t = useDsStrings();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const labelNode = (
    <label htmlFor={controlId} className={cn('text-sm font-medium text-walnut-900', inline && 'font-normal')}>
      {label}
      {optional && <span className="font-normal text-walnut-600"> ({t('optional')})</span>}
    </label>
  );
  return (
    <div data-slot="field" data-invalid={error ? true : undefined} className={cn('flex flex-col gap-1.5', className)}>
      {inline ? (
        <div className="flex items-start gap-3">
          {children({ controlId, describedBy, invalid: Boolean(error) })}
          <div className="pt-0.5">{labelNode}</div>
        </div>
      ) : (
        <>
          {labelNode}
          {children({ controlId, describedBy, invalid: Boolean(error) })}
        </>
      )}
      {description && (
        <p id={descriptionId} className={cn('text-sm text-walnut-600', inline && 'pl-8')}>
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={cn('text-sm font-medium text-oxblood-600', inline && 'pl-8')}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The props a labelled control takes besides its own: the Field's slots and id, and the Field's class. */
export interface FieldControlProps extends FieldSlots {
  id?: string;
  fieldClassName?: string;
}

/** What a control inside a Field gets: its id and the aria wiring to the Field's messages. */
interface FieldWiring {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * A control in its Field, the one wiring every field primitive shares: the Field takes the slots,
 * the id and `fieldClassName`; `control` renders with the rest of the props, wired to it by id.
 */
export function renderField<P extends FieldControlProps>(
  { label, description, error, optional, id, fieldClassName, ...rest }: P,
  control: (props: Omit<P, keyof FieldControlProps> & FieldWiring) => ReactNode,
  inline?: boolean,
) {
  const slots: FieldSlots = { label, description, error, optional };
  return (
    <Field id={id} inline={inline} className={fieldClassName} {...slots}>
      {({ controlId, describedBy, invalid }) =>
        control({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, ...rest })
      }
    </Field>
  );
}

export const controlClasses = [
  'w-full rounded-md border border-walnut-500 bg-white px-3 text-base text-walnut-900',
  'placeholder:text-walnut-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700',
  'aria-invalid:border-oxblood-600 aria-invalid:bg-oxblood-100/40 disabled:opacity-60',
].join(' ');
