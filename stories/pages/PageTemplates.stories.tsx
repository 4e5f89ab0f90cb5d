import { useMemo, type ComponentType } from 'react';
import type { PageProps } from 'gatsby';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BlogListTemplate from '../../site/src/templates/blog-list';
import BlogPostTemplate from '../../site/src/templates/blog-post';
import CategoryTemplate from '../../site/src/templates/category';
import CheckoutTemplate from '../../site/src/templates/checkout';
import ClientOnlyTemplate from '../../site/src/templates/client-only';
import ConfiguratorTemplate from '../../site/src/templates/configurator';
import ContentPageTemplate from '../../site/src/templates/content-page';
import HomeTemplate from '../../site/src/templates/home';
import NotFoundTemplate from '../../site/src/templates/not-found';
import ProductTemplate from '../../site/src/templates/product';
import { expectPictureFillsFrame } from '../commerce/galleryChecks';
import { langOf, mobile, type Lang } from '../support/locale';
import {
  blogListContext,
  blogPostContext,
  categoryContext,
  cartContext,
  checkoutContext,
  configuratorContext,
  contentPageContext,
  homeContext,
  notFoundContext,
  productContext,
  productLeftSoldOutContext,
} from './fixtures';
import { onFixedDay, withConsentChosen, withSite } from './siteStory';

/**
 * The site's real page templates (site/src/templates) with fixture page contexts, in the story's
 * language: what Gatsby renders, without Gatsby. `.storybook/site/` stands in for Gatsby's runtime,
 * gatsby-plugin-react-i18next (the real react-i18next with the site's translation files) and the
 * commerce API (unreachable: pages keep their build-time prices). The landmark rule is on here:
 * every piece of a page must sit in the header, main or footer.
 */
const meta = {
  title: 'Pages/Templates',
  decorators: [withSite],
  beforeEach: () => {
    const restoreDate = onFixedDay();
    const forgetConsent = withConsentChosen();
    return () => {
      restoreDate();
      forgetConsent();
    };
  },
  parameters: {
    layout: 'fullscreen',
    a11y: {
      config: { rules: [{ id: 'region', enabled: true }] },
      // The Layout's skip link sits outside the landmarks by design, and axe accepts that for a
      // skip link only when it comes before every other link of the document. In Storybook the
      // preview's own hidden help links come first, so axe would count it as stray content; the
      // play functions check it instead (hasLandmarks).
      context: { exclude: ['a[href="#main"]'] },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A template rendered with the page context of the story's language, typed by the template's
 * own props. The templates read only pageContext; Gatsby's other page props are not needed.
 */
function page<C extends object>(
  Template: ComponentType<PageProps<object, C>>,
  context: (lang: Lang) => C,
  /** The address the page is shown at (client-only routes read their ids from it). */
  pathname = '/',
): Story['render'] {
  return function Render(_, storyContext) {
    const lang = langOf(storyContext);
    // Stable across re-renders, as Gatsby's page context is.
    const pageContext = useMemo(() => context(lang), [lang]);
    const props = { pageContext, data: {}, location: { pathname } } as PageProps<object, C>;
    return <Template {...props} />;
  };
}

/**
 * Drops the ?variant= a variant choice wrote into the address (replaceState): the runner renders
 * the next story in the same frame, and the product page would open on that variant.
 */
function forgetVariantParam() {
  const url = new URL(window.location.href);
  url.searchParams.delete('variant');
  window.history.replaceState(window.history.state, '', url);
}

const hasLandmarks = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  // The skip link is the page's first link and leads to the main landmark.
  const skip = canvasElement.querySelector('a');
  await expect(skip).toHaveAttribute('href', '#main');
  await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  await expect(canvas.getByRole('banner')).toBeVisible();
  await expect(canvas.getByRole('main')).toBeVisible();
  // The full footer hydrates after the page (deferHydration): it is there once its chunk has loaded,
  // which on a loaded machine can take longer than testing-library's default second.
  await expect(await canvas.findByRole('contentinfo', undefined, { timeout: 15_000 })).toBeVisible();
};

export const Home: Story = {
  render: page(HomeTemplate, homeContext),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    await hasLandmarks(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: de
          ? 'Handgebaute Gitarren und Bässe aus unserer Leipziger Werkstatt'
          : 'Handmade guitars and basses from our Leipzig workshop',
      }),
    ).toBeVisible();
    // The subline (the CMS slogan) says something other than the headline.
    await expect(canvas.getByTestId('home-subline')).toHaveTextContent(
      de ? /^Jedes Instrument entsteht einzeln/ : /^Each instrument is built one at a time/,
    );
    // The product and post tiles hydrate after the page (their own chunk): there once it has loaded.
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThanOrEqual(3), { timeout: 15_000 });
    // Prices in German number format in both languages; the link keeps the page's language.
    await waitFor(() => expect(canvasElement.textContent).toContain(de ? 'ab 2.890' : 'from 2.890'), {
      timeout: 15_000,
    });
    await expect(canvas.getAllByRole('link', { name: /Nightjar S/ })[0]).toHaveAttribute(
      'href',
      de ? '/de/guitars/nightjar-s' : '/guitars/nightjar-s',
    );
    // 'Alle Beiträge' stays on one line, on a phone too.
    const allPosts = canvas.getByRole('link', { name: de ? 'Alle Beiträge' : 'All posts' });
    await expect(allPosts).toHaveAttribute('href', de ? '/de/blog' : '/blog');
    await expect(allPosts.getBoundingClientRect().height).toBeLessThan(
      1.5 * parseFloat(getComputedStyle(allPosts).lineHeight),
    );
  },
};

export const HomeOnPhone: Story = { ...Home, name: 'Home, phone', globals: mobile };

export const Category: Story = {
  render: page(CategoryTemplate, categoryContext),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    await hasLandmarks(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: de ? 'Gitarren' : 'Guitars' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByRole('link', { name: /Nightjar S/ })).toHaveAttribute(
      'href',
      de ? '/de/guitars/nightjar-s' : '/guitars/nightjar-s',
    );
  },
};

export const Product: Story = {
  render: page(ProductTemplate, productContext),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    await hasLandmarks(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nightjar S' })).toBeVisible();
    // The build-time start price, in German number format in both languages.
    await expect(canvas.getByTestId('product-price')).toHaveTextContent(de ? /ab\s2\.890\s€/ : /from\s2\.890\s€/);
    await expect(canvasElement.querySelector('[data-slot="price-badge"]')).toHaveAttribute('data-kind', 'discount');
    await expect(canvas.getByRole('button', { name: de ? 'In den Warenkorb' : 'Add to cart' })).toBeEnabled();
    // Choosing the left-handed build shows that variant's price.
    await expect(canvas.getByTestId('variant-price')).toHaveTextContent('2.890');
    await userEvent.click(canvas.getByRole('radio', { name: de ? 'Linkshänder' : 'Left-handed' }));
    await waitFor(() => expect(canvas.getByTestId('variant-price')).toHaveTextContent('2.990'));
    // The gallery's frame holds its picture and controls, however tall the details beside it are.
    await expect(canvas.getByRole('region', { name: 'Nightjar S' })).toBeVisible();
    await expectPictureFillsFrame(canvasElement);
    // Back to the top (the click scrolled a phone's page), so the sticky header sits there in the baseline.
    window.scrollTo(0, 0);
    forgetVariantParam();
  },
};

export const ProductOnPhone: Story = { ...Product, name: 'Product, phone', globals: mobile };

/** A sold-out variant chosen: no delivery promise, the in-stock builds and the contact request instead. */
export const ProductVariantSoldOut: Story = {
  name: 'Product, variant sold out',
  render: page(ProductTemplate, productLeftSoldOutContext),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    await expect(canvas.getByTestId('delivery')).toHaveTextContent(de ? 'Lieferzeit' : 'Delivery in about');
    await userEvent.click(canvas.getByRole('radio', { name: de ? 'Linkshänder' : 'Left-handed' }));
    const offer = await canvas.findByTestId('out-of-stock-offer');
    await expect(canvas.getByTestId('delivery')).not.toHaveTextContent(de ? 'Lieferzeit' : 'Delivery in about');
    await expect(canvas.getByRole('button', { name: de ? 'Ausverkauft' : 'Out of stock' })).toBeDisabled();
    // The in-stock builds (the right-handed ones), and the contact request on /about.
    const offered = within(offer).getAllByTestId('in-stock-variant');
    await expect(offered.map((b) => b.textContent)).toEqual([
      expect.stringContaining(de ? 'Amber Burst / Rechtshänder' : 'Amber Burst / Right-handed'),
      expect.stringContaining(de ? 'Ochsenblut / Rechtshänder' : 'Oxblood / Right-handed'),
    ]);
    await expect(
      within(offer).getByRole('link', {
        name: de ? 'Frag uns nach dieser Variante' : 'Ask us about this variant',
      }),
    ).toHaveAttribute('href', de ? '/de/about#contact-request-title' : '/about#contact-request-title');
    window.scrollTo(0, 0);
    forgetVariantParam();
  },
};

export const ProductVariantSoldOutOnPhone: Story = {
  ...ProductVariantSoldOut,
  name: 'Product, variant sold out, phone',
  globals: mobile,
};

export const Blog: Story = {
  render: page(BlogListTemplate, blogListContext),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await hasLandmarks(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: globals.locale === 'de' ? /Zu Besuch bei Lena Brandt/ : /On tour with Lena/ }),
    ).toHaveAttribute(
      'href',
      globals.locale === 'de' ? '/de/blog/on-tour-with-lena-brandt' : '/blog/on-tour-with-lena-brandt',
    );
  },
};

export const BlogPost: Story = {
  render: page(BlogPostTemplate, blogPostContext),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    await hasLandmarks(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: de ? 'Eine Schablone für die Halskontur bauen' : 'Building a neck contour jig',
      }),
    ).toBeVisible();
    // The date in the page's language, and the breadcrumb back to the list.
    await expect(canvas.getByText(de ? '14. Oktober 2026' : 'October 14, 2026')).toBeVisible();
    const breadcrumb = within(canvas.getByRole('navigation', { name: de ? 'Brotkrumen' : 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', de ? '/de/blog' : '/blog');
  },
};

export const ContentPage: Story = {
  render: page(ContentPageTemplate, contentPageContext),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    await hasLandmarks(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: de ? 'Über uns' : 'About the workshop' })).toBeVisible();
    // The workshop video and the contact form wait behind consent gates: no frame before consent.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvasElement.querySelector('[data-consent-frame="video"] [data-slot="consent-gate"]')).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-consent-frame="contactForm"] [data-slot="consent-gate"]'),
    ).toBeVisible();
  },
};

export const NotFoundPage: Story = {
  name: '404',
  render: page(NotFoundTemplate, notFoundContext),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    await hasLandmarks(canvasElement);
    const headline = de ? 'Oh oh! Ich glaube, du hast dich verlaufen.' : "Uh oh! I think you're lost.";
    await expect(canvas.getByRole('heading', { level: 1, name: headline })).toBeVisible();
    await expect(canvas.getAllByRole('link').some((a) => a.getAttribute('href') === (de ? '/de' : '/'))).toBe(true);
  },
};

export const CartShell: Story = {
  name: 'Cart shell',
  render: page(ClientOnlyTemplate, cartContext),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await hasLandmarks(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: globals.locale === 'de' ? 'Warenkorb' : 'Cart' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const CheckoutShell: Story = {
  name: 'Checkout shell',
  render: page(CheckoutTemplate, (lang) => checkoutContext(lang, 'checkout')),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    // The simplified header, and the compact footer with the legal pages and the withdrawal function.
    await hasLandmarks(canvasElement);
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(
      footer.getByRole('link', { name: de ? 'Vertrag widerrufen' : 'Withdraw from contract' }),
    ).toHaveAttribute('href', de ? '/de/withdrawal' : '/withdrawal');
    await expect(footer.getByRole('link', { name: de ? 'Barrierefreiheit' : 'Accessibility' })).toHaveAttribute(
      'href',
      de ? '/de/accessibility' : '/accessibility',
    );
    await expect(footer.queryByRole('button')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 1, name: globals.locale === 'de' ? 'Kasse' : 'Checkout' }),
    ).toBeVisible();
  },
};

/** A checkout link while the commerce service is unreachable: the spec's kind of message, a retry. */
export const CheckoutServiceDown: Story = {
  name: 'Checkout, commerce unreachable',
  render: page(CheckoutTemplate, (lang) => checkoutContext(lang, 'checkout'), '/checkout/cart_01STORY'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    await hasLandmarks(canvasElement);
    await expect(
      await canvas.findByText(de ? 'Die Kasse konnte nicht geladen werden' : 'The checkout could not be loaded'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: de ? 'Erneut versuchen' : 'Try again' })).toBeEnabled();
  },
};

/** An order confirmation link while the commerce service is unreachable. */
export const OrderConfirmationServiceDown: Story = {
  name: 'Order confirmation, commerce unreachable',
  render: page(
    CheckoutTemplate,
    (lang) => checkoutContext(lang, 'order-confirmation'),
    '/order/confirmation/order_01STORY',
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    await hasLandmarks(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: de ? 'Bestellbestätigung' : 'Order confirmation' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        de
          ? 'Die Bestellung konnte gerade nicht geladen werden. Bitte versuche es gleich noch einmal.'
          : 'The order could not be loaded right now. Please try again in a moment.',
      ),
    ).toBeVisible();
  },
};

/**
 * The configurator writes each choice into the address (history entries): the story puts the
 * preview frame's own address back afterwards, so the next story starts without a configuration.
 */
const keepAddress = () => {
  const address = window.location.href;
  return () => window.history.replaceState(window.history.state, '', address);
};

/** The configurator: the picture, each option group as a labelled radio group, the summary. */
export const Configurator: Story = {
  render: page(ConfiguratorTemplate, configuratorContext, '/configurator-test'),
  beforeEach: keepAddress,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    await hasLandmarks(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: de ? 'Konfiguriere dein Instrument' : 'Configure your instrument',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: de ? 'Korpusform' : 'Body shape' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: de ? /^Custom-Gitarre: Single cut/ : /^Custom Guitar: Single cut/ }),
    ).toBeVisible();
    const total = canvasElement.querySelector('[data-slot="configuration-total"]');
    await expect(total).toHaveTextContent('2.490');
    // A finish that needs a figured top: unavailable with the reason, until the top is chosen.
    const cherry = canvas.getByRole('radio', { name: de ? /Kirschrot transparent/ : /Transparent cherry/ });
    await expect(cherry).toBeDisabled();
    await expect(cherry).toHaveAccessibleDescription(
      de ? 'Nur mit geflammter Ahorndecke' : 'Needs a figured maple top',
    );
    await userEvent.click(canvas.getByRole('radio', { name: de ? /Riegelahorn/ : /Flame maple/ }));
    await waitFor(() => expect(cherry).toBeEnabled());
    await userEvent.click(cherry);
    await waitFor(() => expect(total).toHaveTextContent('3.020'));
  },
};

/** The bass on a phone: the tremolo is not for basses and says why. */
export const ConfiguratorBassOnPhone: Story = {
  name: 'Configurator, a bass on a phone',
  render: page(ConfiguratorTemplate, configuratorContext, '/configurator-test'),
  beforeEach: keepAddress,
  globals: mobile,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const de = globals.locale === 'de';
    await userEvent.click(canvas.getByRole('radio', { name: de ? /Custom-Bass/ : /Custom Bass/ }));
    const tremolo = canvas.getByRole('radio', { name: de ? /Chrom mit Tremolo/ : /Chrome tremolo/ });
    await waitFor(() => expect(tremolo).toBeDisabled());
    await expect(tremolo).toHaveAccessibleDescription(de ? 'Bässe haben kein Tremolo' : 'Basses have no tremolo');
    await expect(canvasElement.querySelector('[data-slot="configuration-total"]')).toHaveTextContent('2.690');
  },
};
