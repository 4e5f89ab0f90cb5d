// The site's one link: internal paths go through gatsby-plugin-react-i18next's Link (adds /de,
// client-side navigation, prefetching), external addresses and same-page anchors stay plain
// anchors. The design system renders its links with it (linkComponent), so it takes `href` and
// forwards its ref to the anchor, as the library requires; pages use it the same way.
// The Link module itself, not the package index: the index re-exports all of react-i18next through
// CommonJS, which keeps every export of it (Trans and its HTML parser included) in the bundle.
import { Link as I18nLink } from 'gatsby-plugin-react-i18next/dist/Link';
import { forwardRef, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

// The plugin's Link types demand every anchor attribute; it accepts them all optionally.
const Link = I18nLink as unknown as ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> }
>;

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export const SiteLink = forwardRef<HTMLAnchorElement, Props>(function SiteLink({ href, ...rest }, ref) {
  if (/^(https?:|mailto:|tel:|#)/i.test(href)) return <a ref={ref} href={href} {...rest} />;
  return <Link ref={ref} to={href} {...rest} />;
});
