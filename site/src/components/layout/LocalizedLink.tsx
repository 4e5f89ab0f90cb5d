// Links inside the site go through gatsby-plugin-react-i18next's Link (prefixes /de, prefetches
// pages); external addresses stay plain anchors.
import { Link } from 'gatsby-plugin-react-i18next';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
  language?: string;
}

export function LocalizedLink({ to, children, language, ...rest }: Props) {
  if (/^(https?:|mailto:|tel:)/.test(to)) {
    return (
      <a href={to} rel="noopener" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} language={language} {...(rest as object)}>
      {children}
    </Link>
  );
}
