// The site's react-i18next: the provider gatsby-plugin-react-i18next wraps each page in and the
// `useTranslation` hook, over the site's i18next (./i18next.ts), for the same reason and by the
// same webpack alias. The hook answers `{ t, i18n, ready }` as react-i18next's does.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import i18next, { type I18n } from './i18next';

const fallback = i18next.createInstance();
void fallback.init();
const I18nContext = createContext<I18n>(fallback);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation() {
  const i18n = useContext(I18nContext);
  return { t: i18n.t, i18n, ready: true };
}
