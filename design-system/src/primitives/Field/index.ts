export { Field, controlClasses, type FieldSlots, type FieldIds } from './Field';
