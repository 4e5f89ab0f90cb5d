// Header, footer and settings content from Strapi (main-menu, meta-navigation, setting) for the
// page's language, created by gatsby-node into every page's context.

export interface MenuLink {
  name: string;
  href: string;
}
export interface MenuCategory {
  name: string;
  categoryId: string;
  href: string;
  featured: { name: string; href: string; alt: string; image: { localFile: { publicURL: string } | null } | null }[];
  sections: { name: string; items: MenuLink[] }[];
}
export interface SiteChrome {
  menu: { categories: MenuCategory[]; pages: MenuLink[] };
  footer: { categories: { name: string; pages: MenuLink[] }[] };
  siteUrl: string;
  setting: { slogan: string; deliveryTime: string; contactAnswerTime: string; socialLinks: { network: string; label: string; url: string }[] };
}

