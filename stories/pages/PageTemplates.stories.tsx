import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  AvailabilityBadge,
  BlogList,
  Button,
  CartLineItem,
  CartSummary,
  Carousel,
  CheckoutSteps,
  ContactStep,
  HeroSlide,
  NotFound,
  PageHero,
  PaymentMethodPicker,
  Price,
  PriceBadge,
  ProductCard,
  ProductGallery,
  QuantityStepper,
  ReviewStep,
  RichText,
  SectionHeading,
  ShippingAddressForm,
  VariantSelector,
  type CheckoutStep,
} from '@tonewood/design-system';
import { InstrumentArt } from '../support/InstrumentArt';
import { langOf, mobile, type Lang } from '../support/locale';
import { imageOf, products } from '../commerce/samples';
import { samplePosts, sampleRichText } from '../content/sampleContent';
import { address, countries, shippingMethods } from '../checkout/checkoutSamples';
import { expectPictureFillsFrame } from '../commerce/galleryChecks';
import { PageFrame, href } from './PageFrame';

/**
 * Whole pages composed only from the library, with bilingual sample data, so designers review
 * pages as shoppers see them. The landmark rule is on here: every piece of a page must sit in
 * the header, main or footer.
 */
const meta = {
  title: 'Pages/Templates',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: [{ id: 'region', enabled: true }] } } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const copy = {
  en: {
    heroes: ['Built by hand in our workshop', 'Basses with a voice of their own', 'Ready to ship this week'],
    featured: 'Featured instruments',
    categories: 'Find your instrument',
    latest: 'From the workshop blog',
    allPosts: 'All posts',
    guitars: 'Guitars',
    guitarsLead: 'Solid and semi-hollow bodies, carved, fretted and finished by hand in our workshop.',
    finish: 'Finish',
    hand: 'Orientation',
    right: 'Right-handed',
    left: 'Left-handed',
    addToCart: 'Add to cart',
    quantity: 'Quantity',
    cart: 'Your cart',
    items: 'Items',
    checkout: 'Go to checkout',
    blog: 'Workshop blog',
    blogLead: 'Builds, tools and tonewoods: notes from the bench.',
    description:
      'A light swamp-ash body, a roasted maple neck with a rounded C profile and two hand-wound single coils. Every Nightjar is set up by the person who built it.',
  },
  de: {
    heroes: ['Von Hand in unserer Werkstatt gebaut', 'Bässe mit eigener Stimme', 'Diese Woche versandbereit'],
    featured: 'Ausgewählte Instrumente',
    categories: 'Finde dein Instrument',
    latest: 'Aus dem Werkstatt-Blog',
    allPosts: 'Alle Beiträge',
    guitars: 'Gitarren',
    guitarsLead: 'Solid- und Semi-Hollow-Bodies, in unserer Werkstatt von Hand geschnitzt, bundiert und lackiert.',
    finish: 'Lackierung',
    hand: 'Ausführung',
    right: 'Rechtshänder',
    left: 'Linkshänder',
    addToCart: 'In den Warenkorb',
    quantity: 'Menge',
    cart: 'Dein Warenkorb',
    items: 'Artikel',
    checkout: 'Zur Kasse',
    blog: 'Werkstatt-Blog',
    blogLead: 'Instrumente, Werkzeuge und Tonhölzer: Notizen von der Werkbank.',
    description:
      'Ein leichter Korpus aus Sumpfesche, ein Hals aus geröstetem Ahorn mit rundem C-Profil und zwei handgewickelte Single Coils. Jede Nightjar wird von der Person eingestellt, die sie gebaut hat.',
  },
} satisfies Record<Lang, Record<string, unknown>>;

const shopProducts = [
  { product: products.nightjar, availability: 'available', price: 2890, listPrice: 3190, from: true },
  { product: products.heron, availability: 'built-to-order', price: 3240, listPrice: 2990, from: true },
  { product: products.ember, availability: 'available', price: 1490 },
  { product: products.tote, availability: 'out-of-stock', price: 24.5 },
] as const;

function ProductGrid({ lang, headingLevel = 'h3' }: { lang: Lang; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {shopProducts.map(({ product, ...rest }) => (
        <li key={product.id}>
          <ProductCard
            name={product.name}
            subtitle={product.subtitle[lang]}
            href={href(lang, product.href)}
            image={imageOf(product, lang)}
            headingLevel={headingLevel}
            {...rest}
          />
        </li>
      ))}
    </ul>
  );
}

const section = 'mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8';

function HomePage({ lang }: { lang: Lang }) {
  const c = copy[lang];
  return (
    <PageFrame lang={lang}>
      <Carousel label={c.featured} variant="home">
        {c.heroes.map((title, i) => (
          <HeroSlide
            key={title}
            title={title}
            titleAs="h2"
            media={
              <InstrumentArt
                kind={i === 1 ? 'bass' : 'guitar'}
                finish={['#8f5a0f', '#7f1d13', '#35261c'][i]!}
                background="#231912"
                label=""
              />
            }
          />
        ))}
      </Carousel>
      <section className={section} aria-labelledby="home-categories">
        <SectionHeading id="home-categories" title={c.categories} className="mb-6" />
        <ProductGrid lang={lang} />
      </section>
      <section className={section} aria-labelledby="home-blog">
        <SectionHeading
          id="home-blog"
          title={c.latest}
          action={{ href: href(lang, '/blog'), label: c.allPosts }}
          className="mb-6"
        />
        <BlogList posts={samplePosts(lang).slice(0, 3)} headingLevel={3} />
      </section>
    </PageFrame>
  );
}

function CategoryPage({ lang }: { lang: Lang }) {
  const c = copy[lang];
  return (
    <PageFrame lang={lang}>
      <PageHero title={c.guitars} lead={c.guitarsLead} />
      <div className={section}>
        <ProductGrid lang={lang} headingLevel="h2" />
      </div>
    </PageFrame>
  );
}

function ProductPage({ lang }: { lang: Lang }) {
  const c = copy[lang];
  const nightjar = products.nightjar;
  return (
    <PageFrame lang={lang}>
      <div className={`${section} grid gap-10 lg:grid-cols-2`}>
        <ProductGallery
          label={nightjar.name}
          images={[nightjar, products.heron].map((product) => ({ ...imageOf(product, lang), width: 800, height: 450 }))}
        />
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-3">
            <AvailabilityBadge status="available" />
            <PriceBadge price={2890} listPrice={3190} />
          </div>
          <h1 className="font-display text-4xl font-semibold">{nightjar.name}</h1>
          <p className="text-walnut-600">{nightjar.subtitle[lang]}</p>
          <Price amount={2890} compareAt={3190} from taxNote="included" size="lg" />
          <VariantSelector
            groups={[
              {
                id: 'finish',
                label: c.finish,
                values: [
                  { value: 'amber', label: 'Amber burst', swatch: '#c77a1c' },
                  { value: 'oxblood', label: 'Oxblood', swatch: '#7a2626' },
                  { value: 'black', label: 'Satin black', swatch: '#1e1a17', available: false },
                ],
              },
              {
                id: 'hand',
                label: c.hand,
                values: [
                  { value: 'right', label: c.right },
                  { value: 'left', label: c.left },
                ],
              },
            ]}
            defaultValue={{ finish: 'amber', hand: 'right' }}
          />
          <div className="flex flex-wrap items-end gap-4">
            <QuantityStepper value={1} onChange={() => {}} label={c.quantity} />
            <Button size="lg">{c.addToCart}</Button>
          </div>
          <p className="max-w-prose text-walnut-900">{c.description}</p>
        </div>
      </div>
    </PageFrame>
  );
}

function CartPage({ lang }: { lang: Lang }) {
  const c = copy[lang];
  return (
    <PageFrame lang={lang} cartQuantity={3}>
      <div className={`${section} grid gap-10 lg:grid-cols-[1fr_22rem]`}>
        <section aria-labelledby="cart-title">
          <h1 id="cart-title" className="mb-6 font-display text-4xl font-semibold">
            {c.cart}
          </h1>
          <h2 className="sr-only">{c.items}</h2>
          <ul className="divide-y divide-maple-300">
            <li>
              <CartLineItem
                title={products.nightjar.name}
                variant="Amber burst · Right-handed"
                image={imageOf(products.nightjar, lang)}
                href={href(lang, products.nightjar.href)}
                unitPrice={2890}
                quantity={1}
                onQuantityChange={() => {}}
                onRemove={() => {}}
              />
            </li>
            <li>
              <CartLineItem
                title={products.tote.name}
                image={imageOf(products.tote, lang)}
                href={href(lang, products.tote.href)}
                unitPrice={24.5}
                quantity={2}
                onQuantityChange={() => {}}
                onRemove={() => {}}
              />
            </li>
          </ul>
        </section>
        <CartSummary
          subtotal={2939}
          taxAmount={469.25}
          shipping={0}
          total={2939}
          taxMode="included"
          action={
            <Button asChild size="lg" className="w-full">
              <a href={href(lang, '/checkout/cart_01')}>{c.checkout}</a>
            </Button>
          }
        />
      </div>
    </PageFrame>
  );
}

function CheckoutPage({ lang, step }: { lang: Lang; step: CheckoutStep }) {
  const method = shippingMethods[lang][0];
  return (
    <PageFrame lang={lang} simplified cartQuantity={3}>
      <div className={`${section} grid gap-10 lg:grid-cols-[1fr_22rem]`}>
        <CheckoutSteps current={step} formId={step === 'review' ? undefined : step}>
          {step === 'contact' && <ContactStep id="contact" onSubmit={() => {}} />}
          {step === 'shipping' && (
            <ShippingAddressForm
              id="shipping"
              countries={countries[lang]}
              shippingMethods={shippingMethods[lang]}
              onSubmit={() => {}}
            />
          )}
          {step === 'payment' && <PaymentMethodPicker id="payment" onSubmit={() => {}} />}
          {step === 'review' && (
            <ReviewStep
              contact={{ email: 'anna.berger@example.com' }}
              address={address}
              shippingMethod={method}
              payment={{ method: 'card', nameOnCard: 'Anna Berger' }}
              onEdit={() => {}}
            />
          )}
        </CheckoutSteps>
        <CartSummary subtotal={2939} taxAmount={469.25} shipping={0} total={2939} taxMode="included" />
      </div>
    </PageFrame>
  );
}

function BlogListPage({ lang }: { lang: Lang }) {
  const c = copy[lang];
  return (
    <PageFrame lang={lang}>
      <PageHero title={c.blog} lead={c.blogLead} />
      <div className={section}>
        <BlogList posts={samplePosts(lang)} />
      </div>
    </PageFrame>
  );
}

function BlogPostPage({ lang }: { lang: Lang }) {
  const post = samplePosts(lang)[0]!;
  return (
    <PageFrame lang={lang}>
      <PageHero title={post.title} eyebrow={post.category} lead={post.excerpt} image={post.image} />
      <article className={`${section} max-w-3xl`}>
        <RichText markdown={sampleRichText[lang]} />
      </article>
    </PageFrame>
  );
}

const pageOf = (Page: (props: { lang: Lang }) => React.JSX.Element): Story['render'] =>
  function Render(_, context) {
    return <Page lang={langOf(context)} />;
  };

const hasLandmarks = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('banner')).toBeVisible();
  await expect(canvas.getByRole('main')).toBeVisible();
};

export const Home: Story = {
  render: pageOf(HomePage),
  play: async ({ canvasElement, globals }) => {
    await hasLandmarks(canvasElement);
    await expect(within(canvasElement).getByRole('contentinfo')).toBeVisible();
    await expect(within(canvasElement).getAllByRole('article').length).toBeGreaterThanOrEqual(3);
    await expect(canvasElement.textContent).toContain(globals.locale === 'de' ? 'ab 2.890' : 'from 2.890');
    // 'Alle Beiträge' stays on one line, on a phone too.
    const allPosts = within(canvasElement).getByRole('link', {
      name: globals.locale === 'de' ? 'Alle Beiträge' : 'All posts',
    });
    await expect(allPosts.getBoundingClientRect().height).toBeLessThan(
      1.5 * parseFloat(getComputedStyle(allPosts).lineHeight),
    );
    // The hero's caption does not cover its picture.
    const slide = canvasElement.querySelector('[data-slot="carousel-slide"][data-active]')!;
    const caption = slide.querySelector('[data-slot="hero-slide-caption"]')!.getBoundingClientRect();
    const media = slide.querySelector('[data-slot="hero-slide-media"]')!.getBoundingClientRect();
    await expect(caption.right <= media.left || caption.bottom <= media.top).toBe(true);
  },
};

export const HomeOnPhone: Story = { ...Home, name: 'Home, phone', globals: mobile };

export const Category: Story = {
  render: pageOf(CategoryPage),
  play: async ({ canvasElement, globals }) => {
    await hasLandmarks(canvasElement);
    const de = globals.locale === 'de';
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: de ? 'Gitarren' : 'Guitars' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: /Nightjar S/ })).toHaveAttribute(
      'href',
      de ? '/de/guitars/nightjar-s' : '/guitars/nightjar-s',
    );
  },
};

export const Product: Story = {
  render: pageOf(ProductPage),
  play: async ({ canvasElement }) => {
    await hasLandmarks(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Nightjar S' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price-badge"]')).toHaveAttribute('data-kind', 'discount');
    // The gallery's frame holds its picture and controls, however tall the details beside it are.
    await expect(within(canvasElement).getByRole('region', { name: 'Nightjar S' })).toBeVisible();
    await expectPictureFillsFrame(canvasElement);
  },
};

export const ProductOnPhone: Story = { ...Product, name: 'Product, phone', globals: mobile };

export const Cart: Story = {
  render: pageOf(CartPage),
  play: async ({ canvasElement, globals }) => {
    await hasLandmarks(canvasElement);
    await expect(
      within(canvasElement).getByRole('link', { name: globals.locale === 'de' ? 'Zur Kasse' : 'Go to checkout' }),
    ).toBeVisible();
  },
};

const checkoutStory = (step: CheckoutStep): Story => ({
  render: (_, context) => <CheckoutPage lang={langOf(context)} step={step} />,
  play: async ({ canvasElement }) => {
    await hasLandmarks(canvasElement);
    // The simplified header: no category menu, no footer.
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
    await expect(canvasElement.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
  },
});

export const CheckoutContact = checkoutStory('contact');
export const CheckoutShipping = checkoutStory('shipping');
export const CheckoutPayment = checkoutStory('payment');
export const CheckoutReview = checkoutStory('review');

export const Blog: Story = {
  render: pageOf(BlogListPage),
  play: async ({ canvasElement }) => {
    await hasLandmarks(canvasElement);
    await expect(within(canvasElement).getAllByRole('article').length).toBeGreaterThanOrEqual(3);
  },
};

export const BlogPost: Story = {
  render: pageOf(BlogPostPage),
  play: async ({ canvasElement }) => {
    await hasLandmarks(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const NotFoundPage: Story = {
  name: '404',
  render: (_, context) => {
    const lang = langOf(context);
    return (
      <PageFrame lang={lang}>
        <NotFound homeHref={href(lang, '/')} />
      </PageFrame>
    );
  },
  play: async ({ canvasElement, globals }) => {
    await hasLandmarks(canvasElement);
    const de = globals.locale === 'de';
    const headline = de ? 'Oh oh! Ich glaube, du hast dich verlaufen.' : "Uh oh! I think you're lost.";
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: headline })).toBeVisible();
    await expect(
      within(canvasElement)
        .getAllByRole('link')
        .some((a) => a.getAttribute('href') === (de ? '/de' : '/')),
    ).toBe(true);
  },
};
