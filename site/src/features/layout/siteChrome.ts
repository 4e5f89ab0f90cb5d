// Header, footer and settings content from Strapi (main-menu, meta-navigation, setting) and the
// shipping countries from Medusa, for the page's language. gatsby-node puts them into every
// page's context (site/ is outside the src/ folder Gatsby scans for static queries).
import type { FooterData, MenuData } from '@tonewood/design-system';

interface StrapiMenuLink {
  name: string;
  href: string;
}
interface StrapiMenuCategory {
  name: string;
  categoryId: string;
  href: string;
  featured: { name: string; href: string; alt: string; image: { localFile: { publicURL: string } | null } | null }[];
  sections: { name: string; items: StrapiMenuLink[] }[];
}
export interface SiteChrome {
  menu: { categories: StrapiMenuCategory[]; pages: StrapiMenuLink[] };
  footer: { categories: { name: string; pages: StrapiMenuLink[] }[] };
  /** The footer's links to the legal pages and the withdrawal function: the checkout's compact footer. */
  legalLinks: StrapiMenuLink[];
  siteUrl: string;
  /**
   * The countries the shop ships to, each named in the page's language (at build time) and with its
   * shipping zone id (null when unknown).
   */
  countries: { code: string; name: string; zone: string | null }[];
  /** The shop's languages, named in the page's language ('English', 'German'; 'Englisch', 'Deutsch'). */
  languageNames: Record<'en' | 'de', string>;
  setting: {
    slogan: string;
    deliveryTime: string;
    contactAnswerTime: string;
    /** The CMS zone map (setting ShippingZones): tax display and the zone's name in the page's language. */
    shippingZones: { zoneId: string; name: string; includesTax: boolean }[];
    socialLinks: { network: string; label: string; url: string }[];
    /** Visitor statistics (Umami): the service's origin and this site's id; null sends nothing. */
    analytics: { endpoint: string; websiteId: string } | null;
    /** How often the site looks for a new build (minutes). */
    versionCheckMinutes: number;
  };
}

/** The Strapi main-menu in the design system's MenuData shape. */
export function toMenuData(menu: SiteChrome['menu']): MenuData {
  return {
    categories: menu.categories.map((c) => ({
      id: c.categoryId,
      name: c.name,
      href: c.href,
      featured: c.featured
        .filter((f) => f.image?.localFile?.publicURL)
        .map((f) => ({ name: f.name, href: f.href, image: { src: f.image!.localFile!.publicURL, alt: f.alt } })),
      sections: c.sections.map((s) => ({ name: s.name, items: s.items.map((i) => ({ name: i.name, href: i.href })) })),
    })),
    pages: menu.pages.map((p) => ({ name: p.name, href: p.href })),
  };
}

export function toFooterData(footer: SiteChrome['footer']): FooterData {
  return {
    columns: footer.categories.map((c) => ({
      name: c.name,
      pages: c.pages.map((p) => ({ name: p.name, href: p.href })),
    })),
  };
}
