// The site's one link: internal paths are localised by the one path rule (@tonewood/rules: /de for
// German) and go through Gatsby's Link (client-side navigation, prefetching); external addresses
// and same-page anchors stay plain anchors. The design system renders its links with it
// (linkComponent), so it takes `href` and forwards its ref to the anchor, as the library requires;
// pages use it the same way. (Not gatsby-plugin-react-i18next's Link: it does the same through
// Babel's CommonJS helpers, about 1 KB more first-load JavaScript on every page.)
import { Link } from 'gatsby';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '@tonewood/rules';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export const SiteLink = forwardRef<HTMLAnchorElement, Props>(function SiteLink({ href, ...rest }, ref) {
  const { i18n } = useTranslation();
  if (/^(https?:|mailto:|tel:|#)/i.test(href)) return <a ref={ref} href={href} {...rest} />;
  const language = i18n.language as Language;
  return <Link innerRef={ref} to={localizePath(language, href)} hrefLang={language} {...rest} />;
});
