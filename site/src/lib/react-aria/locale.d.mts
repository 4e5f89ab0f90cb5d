export function isRTL(localeString: string): boolean;
export function getDefaultLocale(): { locale: string; direction: 'ltr' | 'rtl' };
export function useDefaultLocale(): { locale: string; direction: 'ltr' | 'rtl' };
