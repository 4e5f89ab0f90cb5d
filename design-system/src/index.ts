// Public surface of @tonewood/design-system. Every export is a named re-export from its own
// module, so bundlers drop whatever a page does not import.
export { cn } from './lib/cn';
export { useReducedMotion } from './lib/useReducedMotion';
export { useSchemaForm } from './lib/useSchemaForm';
export { dsStrings, type DsStringKey } from './i18n/strings';
export { useDsStrings, createStringsHook, type Translate } from './i18n/useDsStrings';
export { I18nProvider, useLocale } from 'react-aria';

export * from './primitives/Button';
export * from './primitives/NewsletterButton';
export * from './primitives/Drawer';
// Public since the Drawer exported it; the other icons are the components' own.
export { CloseIcon } from './icons';
export * from './primitives/Modal';
export * from './primitives/Tabs';
export * from './primitives/Field';
export * from './primitives/TextField';
export * from './primitives/Checkbox';
export * from './primitives/Select';
export * from './primitives/HoneypotField';

export * from './navigation';
export * from './commerce';
export * from './engagement';
export * from './checkout';
export * from './content';
export * from './configurator';
// Also its own React-free entry, @tonewood/design-system/schemas (see schemas/index.ts).
export * from './schemas';
