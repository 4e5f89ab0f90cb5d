import {
  AvailabilityBadge,
  Price,
  PriceBadge,
  priceDisplay,
  ProductGallery,
  VariantSelector,
  type Availability,
  type ImageSource,
  type ReducedPrice,
  type Manufacturer,
  type SelectedOptions,
} from '@tonewood/design-system';
import type { DeliveryTime } from '@tonewood/rules';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../features/cart';
import {
  defaultVariant,
  isBuyable,
  OutOfStockOffer,
  PicturePreload,
  ProductSafety,
  type ProductTileData,
  useRegionalProduct,
  VARIANT_PARAM,
  withVariant,
} from '../features/catalog';
import { localizePath, SiteLink } from '../features/i18n';
import { Layout, type PageContextBase } from '../features/layout';
import { localZoneName } from '../features/market';
import { hydrateInTurn, useBrowserValue } from '../features/resilience';
import { Seo } from '../features/seo';
import { ShippingInfo } from '../features/shipping';
import { MadeToSpecificationNote } from '../features/withdrawal';

interface Variant {
  medusaId: string;
  /** In the page's language. */
  title: string;
  sku: string;
  amount: number | null;
  /** A sale's struck-through original and 30-day lowest price (price.mjs), else null. */
  reduction: ReducedPrice | null;
  /** From its inventory at build time; the browser refreshes it (useRegionalProduct). */
  availability: Availability;
  /** The option and value ids it stands for (the same in both languages). */
  options: { optionId: string; valueId: string }[];
  /** Its own pictures (finish, handedness), front view first, as indexes into the product's images. */
  images: number[];
}

export interface Context extends PageContextBase {
  category: string | null;
  /** The category's name in the page's language, from Medusa. */
  categoryName: string | null;
  commerce: { url: string; key: string };
  product: Omit<ProductTileData, 'startPrice' | 'imageSources'> & {
    /** The 'from' price; null for a product without prices: no price is shown. */
    startPrice: number | null;
    description: string;
    type: string;
    /** Made to the shopper's specification: no right of withdrawal. */
    madeToSpecification?: boolean;
    /** Its delivery time when built to order (Medusa metadata delivery_weeks_min/max, else 6-10 weeks). */
    builtToOrderDelivery: DeliveryTime;
    /** Options and values by id, labelled in the page's language. */
    options: { id: string; title: string; values: { id: string; label: string }[] }[];
    variants: Variant[];
    images: string[];
    /** The alt text of each image, in the page's language. */
    imageAlts: string[];
    /** Each image in AVIF and WebP at the renderer's widths (none for a drawn SVG). */
    imageSources: ImageSource[][];
    /** Warnings and safety information (GPSR) in the page's language; empty when none are needed. */
    safety: { warnings: string[]; safetyInformation: string[] };
  };
  /** The manufacturer from the CMS settings, in the page's language (GPSR). */
  manufacturer: Manufacturer | null;
}

/** The search result's price (Pagefind meta): the start price, and a reduction's original and 30-day lowest. */
function searchPriceMeta({ startPrice, reduction }: Context['product']): string | undefined {
  if (startPrice == null) return undefined;
  const meta = [`price:${startPrice}`];
  if (reduction) meta.push(`price_original:${reduction.original}`, `price_lowest:${reduction.lowest}`);
  return meta.join(', ');
}

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  available: 'https://schema.org/InStock',
  'built-to-order': 'https://schema.org/PreOrder',
  'out-of-stock': 'https://schema.org/OutOfStock',
};

// The gallery: its code is in the first load (its first picture is the page's largest paint), but
// it hydrates in a task of its own after the page's; a tap on its buttons before then is kept.
const GalleryInTurn = hydrateInTurn(ProductGallery, { keepTaps: true });

const addressVariant = () => new URLSearchParams(window.location.search).get(VARIANT_PARAM);

/**
 * The gallery's width in the layout (the page's max-w-7xl, 3fr of 3fr + 2fr from lg, the whole
 * width less the padding below): the `sizes` its pictures' srcsets are chosen by.
 */
const GALLERY_SIZES = '(min-width: 1280px) 716px, (min-width: 1024px) 56vw, calc(100vw - 2rem)';

/**
 * The gallery's pictures: the variant's own (its finish and handedness, 16:10, front view first),
 * so choosing another variant swaps them in the same frame; all of the product's otherwise.
 */
function galleryImages(product: Context['product'], variant: Variant | undefined) {
  const own = variant?.images.filter((i) => product.images[i] !== undefined) ?? [];
  const picture = (i: number) => ({
    src: product.images[i]!,
    alt: product.imageAlts[i] ?? product.imageAlt,
    sources: product.imageSources[i],
    sizes: GALLERY_SIZES,
  });
  if (own.length) return own.map((i) => ({ ...picture(i), width: 1280, height: 800 }));
  return product.images.map((_, i) => ({ ...picture(i), width: 1200, height: 900 }));
}

/** The option values a variant stands for, as the variant selector holds them. */
const optionsOf = (variant: Pick<Variant, 'options'> | undefined): SelectedOptions =>
  Object.fromEntries((variant?.options ?? []).map((o) => [o.optionId, o.valueId]));

export default function Product({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { product, commerce, category, categoryName } = pageContext;
  const live = useRegionalProduct(commerce, product.handle, {
    availability: product.availability,
    variantAvailabilities: Object.fromEntries(product.variants.map((v) => [v.medusaId, v.availability])),
    startPrice: product.startPrice,
    reduction: product.reduction,
    referencePrice: product.referencePrice,
    taxIncluded: true,
    variantAmounts: Object.fromEntries(product.variants.map((v) => [v.medusaId, v.amount])),
    variantReductions: Object.fromEntries(product.variants.map((v) => [v.medusaId, v.reduction])),
    regionName: null,
    regionZone: null,
  });
  const groups = useMemo(
    () =>
      product.options.map((o) => ({
        id: o.id,
        label: o.title,
        values: o.values.map((v) => ({
          value: v.id,
          label: v.label,
          available: product.variants.some((variant) =>
            variant.options.some((x) => x.optionId === o.id && x.valueId === v.id),
          ),
        })),
      })),
    [product],
  );
  // The variants with the region's figures (the build's until the browser refreshed them).
  const variants = product.variants.map((v) => ({
    ...v,
    amount: v.medusaId in live.variantAmounts ? (live.variantAmounts[v.medusaId] ?? null) : v.amount,
    availability: live.variantAvailabilities[v.medusaId] ?? v.availability,
  }));
  // A shared link's ?variant= (Medusa id or SKU) wins, else the default variant: the cheapest that
  // can be bought now (defaultVariant), so 'from' and the selected price agree. The address is read
  // after hydration (the HTML shows the default); the shopper's choice then replaces both.
  const fromAddress = useBrowserValue(addressVariant, null);
  const [chosen, setChosen] = useState<SelectedOptions | null>(null);
  const selectedOptions = chosen ?? optionsOf(defaultVariant(variants, fromAddress));
  const selected = variants.find((v) => v.options.every((o) => selectedOptions[o.optionId] === o.valueId));
  // The choice goes into the address (replaceState), so a shared link and the language switch keep it.
  const choose = (next: SelectedOptions) => {
    setChosen(next);
    const variant = product.variants.find((v) => v.options.every((o) => next[o.optionId] === o.valueId));
    if (variant) window.history.replaceState(window.history.state, '', withVariant(window.location.href, variant));
  };
  const selectedAmount = selected ? live.variantAmounts[selected.medusaId] : null;
  // EU price indication: a reduction names its 30-day lowest price and its percent is against it.
  const start =
    live.startPrice == null
      ? null
      : priceDisplay(live.startPrice, {
          reduction: live.reduction ?? undefined,
          referencePrice: live.referencePrice ?? undefined,
        });
  const selectedReduction =
    selected && selectedAmount != null
      ? priceDisplay(selectedAmount, { reduction: live.variantReductions[selected.medusaId] ?? undefined }).reduced
      : undefined;
  // The selected variant's own state; the product's (its best variant's) while none is selected.
  const availability = selected
    ? (live.variantAvailabilities[selected.medusaId] ?? selected.availability)
    : live.availability;
  // The region's name in the page's language: its shipping zone's name from the CMS.
  const regionLabel = localZoneName(pageContext.chrome.setting.shippingZones, live.regionZone, live.regionName);
  const outOfStock = selected != null && availability === 'out-of-stock';

  return (
    <Layout context={pageContext} search="product">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
        <nav aria-label={t('breadcrumb')} className="text-sm text-walnut-600" data-pagefind-ignore="">
          <ol className="flex gap-2">
            <li>
              <SiteLink href="/" className="underline underline-offset-4">
                {t('breadcrumb_home')}
              </SiteLink>
            </li>
            {category && (
              <li data-pagefind-filter={categoryName ? `category:${categoryName}` : undefined}>
                <span aria-hidden="true">/ </span>
                <SiteLink href={`/${category}`} className="underline underline-offset-4">
                  {categoryName}
                </SiteLink>
              </li>
            )}
          </ol>
        </nav>
        <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <GalleryInTurn label={product.title} images={galleryImages(product, selected)} />
          <div className="space-y-6">
            <div
              className="flex flex-wrap items-center gap-2"
              data-pagefind-ignore=""
              data-pagefind-filter={`availability:${product.availability}`}
            >
              <AvailabilityBadge status={availability} />
              {start && start.percent !== 0 && <PriceBadge percent={start.percent} />}
            </div>
            {/* The search index's result picture (site/build/search-index.mjs). */}
            <div data-pagefind-meta={product.image ? `image:${product.image}` : undefined}>
              <h1 className="font-display text-4xl font-semibold leading-tight">{product.title}</h1>
              <p className="mt-2 text-lg text-walnut-700">{product.subtitle}</p>
            </div>
            <div data-testid="product-price" data-pagefind-ignore="" data-pagefind-meta={searchPriceMeta(product)}>
              {live.startPrice != null && (
                <Price
                  amount={live.startPrice}
                  from
                  compareAt={start?.reduced?.original}
                  lowestPrice={start?.reduced?.lowest}
                  taxNote={live.taxIncluded ? 'included' : 'excluded'}
                  size="lg"
                />
              )}
              <p className="mt-1 min-h-5 text-xs text-walnut-600">
                {regionLabel ? t('price_for_region', { region: regionLabel }) : ''}
              </p>
            </div>
            {groups.length > 0 && <VariantSelector groups={groups} value={selectedOptions} onChange={choose} />}
            {selectedAmount != null && (
              <p className="text-sm text-walnut-700" data-testid="variant-price">
                {selected?.title}:{' '}
                <Price
                  amount={selectedAmount}
                  compareAt={selectedReduction?.original}
                  lowestPrice={selectedReduction?.lowest}
                  size="sm"
                  className="inline-flex"
                />
              </p>
            )}
            <div className="flex flex-wrap gap-3" data-pagefind-ignore="">
              <AddToCartButton
                variantId={selected?.medusaId ?? null}
                disabled={availability === 'out-of-stock' || selectedAmount == null}
              >
                {availability === 'out-of-stock' ? t('out_of_stock') : t('add_to_cart')}
              </AddToCartButton>
            </div>
            {product.madeToSpecification && <MadeToSpecificationNote language={pageContext.language} />}
            <ShippingInfo
              product={product}
              commerce={commerce}
              zoneNames={pageContext.chrome.setting.shippingZones}
              availability={availability}
              builtToOrder={product.builtToOrderDelivery}
              language={pageContext.language}
            />
            {outOfStock && (
              <OutOfStockOffer
                alternatives={variants
                  .filter((v) => v.medusaId !== selected?.medusaId && isBuyable(v))
                  .map((v) => ({ medusaId: v.medusaId, title: v.title, amount: v.amount }))}
                onSelect={(id) => {
                  const variant = variants.find((v) => v.medusaId === id);
                  if (!variant) return;
                  choose(optionsOf(variant));
                  // The offer goes away: focus moves to the selected option, not to the page's start.
                  window.requestAnimationFrame(() =>
                    document.querySelector<HTMLElement>('main [data-slot="variant-selector"] input:checked')?.focus(),
                  );
                }}
              />
            )}
            <p className="max-w-prose leading-relaxed text-walnut-800">{product.description}</p>
            <div data-pagefind-ignore="">
              <ProductSafety
                manufacturer={pageContext.manufacturer}
                model={product.title}
                sku={selected?.sku || null}
                warnings={product.safety.warnings}
                safetyInformation={product.safety.safetyInformation}
              />
            </div>
          </div>
        </div>
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  const { product, language, route } = pageContext;
  const siteUrl = pageContext.chrome.siteUrl;
  const url = `${siteUrl}${localizePath(language, route)}`;
  const prices = product.variants.map((v) => v.amount).filter((a): a is number => a != null);
  return (
    <>
      {/* The default variant's first picture is the page's largest paint: fetched at once, before the page's code. */}
      <PicturePreload image={galleryImages(product, defaultVariant(product.variants, null))[0]} />
      <Seo
        siteUrl={pageContext.chrome.siteUrl}
        language={language}
        route={route}
        title={product.title}
        description={`${product.subtitle}. ${product.description}`.slice(0, 300)}
        image={product.image}
        type="product"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.title,
          description: product.description,
          sku: product.variants[0]?.sku || product.handle,
          image: product.images.map((src) => `${siteUrl}${src}`),
          brand: { '@type': 'Brand', name: 'Tonewood' },
          url,
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'EUR',
            ...(product.startPrice != null && {
              lowPrice: product.startPrice,
              highPrice: prices.length ? Math.max(...prices) : product.startPrice,
            }),
            offerCount: product.variants.length,
            availability: SCHEMA_AVAILABILITY[product.availability],
          },
        }}
      />
    </>
  );
}

export const query = graphql`
  query Product($language: String!) {
    ...PageLocales
  }
`;
