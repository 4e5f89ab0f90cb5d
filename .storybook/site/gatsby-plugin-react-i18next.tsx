// Storybook's stand-in for gatsby-plugin-react-i18next (its index and dist/Link): the real
// react-i18next, whose provider the page stories set up with the site's own translation files,
// and the plugin's Link, which prefixes the path with the page's language by the site's rule.
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '@tonewood/rules';
import { Link as GatsbyLink } from './gatsby';

export { Trans, useTranslation } from 'react-i18next';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; language?: Language };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, language, ...rest }, ref) {
  const { i18n } = useTranslation();
  const lang = language ?? (i18n.language as Language);
  return <GatsbyLink ref={ref} to={localizePath(lang, to)} hrefLang={lang} {...rest} />;
});
