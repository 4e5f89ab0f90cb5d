// Which of a story's controls the browser draws itself. Chromium draws a native control (a radio's
// dot, a checkbox's tick, a select's arrow, an unstyled button's bevel) with its own theme, which
// Debian's Chromium changes with its security releases: a screenshot holding one breaks on the next
// update although nothing of ours changed. The design system's controls are styled (`appearance:
// none` and a look of their own, or a native input kept for behaviour but hidden behind one).

/** What the story test reads of each visible input, select, button and textarea. */
export interface ControlFacts {
  /** The element's tag in lower case. */
  tag: string;
  /** An input's type ('radio', 'text'...); empty for other elements. */
  type: string;
  /** Its computed `appearance`. */
  appearance: string;
  /** Its computed `border-top-style`. */
  borderStyle: string;
  /** A short description for the failure message: its label or text. */
  name: string;
}

/** Inputs that show a widget the browser always draws while their appearance is not `none`. */
const WIDGET_TYPES = new Set([
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'date',
  'datetime-local',
  'month',
  'week',
  'time',
  'number',
]);

/**
 * True when the browser draws the control: a select, progress or meter, or a widget input (radio,
 * checkbox, range, date...), whose `appearance` is not `none`; or a button or text field that keeps
 * the browser's own frame (the user-agent style sheet's `outset` or `inset` border, which an author
 * border replaces: then Chromium draws nothing of its own).
 */
export function drawnByBrowser(control: ControlFacts): boolean {
  if (control.appearance === 'none') return false;
  if (['select', 'progress', 'meter'].includes(control.tag)) return true;
  if (control.tag === 'input' && WIDGET_TYPES.has(control.type)) return true;
  return control.borderStyle === 'outset' || control.borderStyle === 'inset';
}

/** The failure message naming the story and each control the browser draws. */
export function nativeControlsMessage(story: string, controls: ControlFacts[]): string {
  const list = controls.map((c) => `<${c.tag}${c.type ? ` type="${c.type}"` : ''}> "${c.name}"`).join(', ');
  return (
    `${story} shows ${controls.length} control(s) the browser draws itself (appearance left at its default): ` +
    `${list}. Each Chromium update draws them anew and breaks the baseline: use the design system's ` +
    'control (VariantSelector, Select, Checkbox, Button...) or give it appearance: none and a style of its own.'
  );
}
