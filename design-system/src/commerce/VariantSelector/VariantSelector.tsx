import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { useDsStrings } from '../../i18n/useDsStrings';

export interface VariantValue {
  value: string;
  label: string;
  /** False when no variant with this value can be bought; the choice is shown but disabled. */
  available?: boolean;
  /** A CSS colour for a finish chip, e.g. '#b5651d'. */
  swatch?: string;
}

export interface VariantOptionGroup {
  /** The option's id, e.g. 'finish', 'handedness', 'size'. */
  id: string;
  /** Its visible name, e.g. 'Finish' / 'Lackierung'. */
  label: string;
  values: VariantValue[];
}

export type SelectedOptions = Record<string, string>;

export interface VariantSelectorProps {
  groups: VariantOptionGroup[];
  /** The selected value per option id (controlled). */
  value?: SelectedOptions;
  defaultValue?: SelectedOptions;
  /** Called with every selected option after a change. */
  onChange?: (selected: SelectedOptions) => void;
  className?: string;
}

/**
 * Option groups (finish, handedness, size...) as groups of native radio buttons: the browser
 * gives arrow keys that move and select within a group (skipping unavailable values), Tab to the
 * next group, and a choice that works before the page's JavaScript has loaded. Unavailable values
 * are announced and disabled.
 */
export function VariantSelector({ groups, value, defaultValue, onChange, className }: VariantSelectorProps) {
  const t = useDsStrings();
  const [inner, setInner] = useState<SelectedOptions>(defaultValue ?? {});
  const selected = value ?? inner;
  const baseId = useId();

  const select = (groupId: string, next: string) => {
    const all = { ...selected, [groupId]: next };
    if (value === undefined) setInner(all);
    onChange?.(all);
  };

  return (
    <div data-slot="variant-selector" className={cn('flex flex-col gap-5', className)}>
      {groups.map((group) => {
        const labelId = `${baseId}-${group.id}`;
        const current = group.values.find((v) => v.value === selected[group.id]);
        return (
          <div key={group.id} className="flex flex-col gap-2">
            <p className="text-sm font-semibold text-walnut-900">
              <span id={labelId}>{group.label}</span>
              {/* The checked radio already announces the value; this repeats it for sighted shoppers. */}
              {current && (
                <span aria-hidden="true" className="font-normal text-walnut-600">
                  : {current.label}
                </span>
              )}
            </p>
            <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2" data-slot="variant-group">
              {group.values.map((option) => {
                const unavailable = option.available === false;
                return (
                  <label
                    key={option.value}
                    className={cn(
                      'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-walnut-500 bg-white px-3.5 text-sm text-walnut-900',
                      'hover:border-walnut-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-700',
                      'has-[:checked]:border-walnut-900 has-[:checked]:bg-walnut-900 has-[:checked]:text-maple-50',
                      'has-[:disabled]:cursor-not-allowed has-[:disabled]:border-dashed has-[:disabled]:border-slate-600 has-[:disabled]:bg-maple-100 has-[:disabled]:text-walnut-600',
                    )}
                    data-slot="variant-option"
                  >
                    <input
                      type="radio"
                      name={labelId}
                      value={option.value}
                      checked={selected[group.id] === option.value}
                      disabled={unavailable}
                      onChange={() => select(group.id, option.value)}
                      className="sr-only"
                    />
                    {option.swatch && (
                      <span
                        aria-hidden="true"
                        className="size-4 rounded-full border border-walnut-900/30"
                        style={{ backgroundColor: option.swatch }}
                      />
                    )}
                    <span className={cn(unavailable && 'line-through')}>{option.label}</span>
                    {unavailable && <span className="sr-only">({t('unavailableOption')})</span>}
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
