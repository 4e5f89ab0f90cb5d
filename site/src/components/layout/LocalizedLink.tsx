// Links inside the site go through gatsby-plugin-react-i18next's Link (prefixes /de, prefetches
// pages); external addresses stay plain anchors.
// The Link module itself, not the package index: the index re-exports all of react-i18next through
// CommonJS, which keeps every export of it (Trans and its HTML parser included) in the bundle.
import { Link as I18nLink } from 'gatsby-plugin-react-i18next/dist/Link';
import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

// The plugin's Link types demand every anchor attribute; it accepts them all optionally.
const Link = I18nLink as unknown as ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; language?: string; ref?: Ref<HTMLAnchorElement> }
>;

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
  language?: string;
}

export function LocalizedLink({ to, children, language, ...rest }: Props) {
  if (/^(https?:|mailto:|tel:)/i.test(to)) {
    return (
      <a href={to} rel="noopener" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} language={language} {...rest}>
      {children}
    </Link>
  );
}
