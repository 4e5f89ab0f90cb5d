// Storybook's stand-in for `gatsby`, so the site's real templates render in stories without
// Gatsby's runtime. Gatsby compiles page queries away; here `graphql` is a tag that returns null
// (the templates take everything from their page context). Links are plain anchors; navigating
// does nothing.
import { forwardRef, type AnchorHTMLAttributes, type Ref } from 'react';

export const graphql = (..._query: unknown[]): null => null;

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  innerRef?: Ref<HTMLAnchorElement>;
  activeClassName?: string;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, innerRef, activeClassName: _active, partiallyActive: _partially, replace: _replace, state: _state, ...rest },
  ref,
) {
  return <a ref={ref ?? innerRef} href={to} {...rest} />;
});

export const navigate = async (_to: string | number): Promise<void> => {};

export const withPrefix = (path: string) => path;
