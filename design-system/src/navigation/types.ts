import type { AnchorHTMLAttributes, ComponentType, ReactNode, RefAttributes } from 'react';

export interface MenuLink {
  name: string;
  href: string;
}

export interface MenuImage {
  src: string;
  alt: string;
}

export interface FeaturedTile extends MenuLink {
  image: MenuImage;
}

export interface MenuSection {
  name: string;
  items: MenuLink[];
}

export interface MenuCategory {
  id: string;
  name: string;
  href: string;
  featured: FeaturedTile[];
  sections: MenuSection[];
}

/** The header menu as the content service delivers it (the site maps its nodes into this shape). */
export interface MenuData {
  categories: MenuCategory[];
  pages: MenuLink[];
}

export interface FooterColumn {
  name: string;
  pages: MenuLink[];
}

/** The footer's meta navigation: three to four columns of page links. */
export interface FooterData {
  columns: FooterColumn[];
}

export interface NavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

/**
 * Renders every link of the navigation. Defaults to a plain <a>; the site passes an adapter for
 * Gatsby's Link (`({ href, ...p }) => <Link to={href} {...p} />`) so navigation stays client-side.
 * It must forward its ref to the anchor (Gatsby's Link does), so keyboard focus can move to it.
 */
export type NavLinkComponent = ComponentType<NavLinkProps & RefAttributes<HTMLAnchorElement>> | 'a';
