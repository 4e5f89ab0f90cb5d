import { statSync } from 'node:fs';
import path from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import { articles } from './content/articles';
import { configuratorLayers, configuratorOptionGroups, type ConfiguratorLayer } from './content/configurator';
import { images } from './content/images';
import { mainMenu, metaNavigation } from './content/navigation';
import { pages } from './content/pages';
import { PROBES_ENABLED, probeArticle, probeMenuLink, probeRedirects } from './content/probes';
import { redirects } from './content/redirects';
import { MANUFACTURER_FIELDS, setting } from './content/settings';
import { LOCALES, type ImageKey, type Locale, type Localized } from './content/types';

type ImageIds = Record<ImageKey, number>;

/**
 * Seeds the shop's content. Idempotent: each item is looked up first and created only when missing,
 * so restarts never duplicate anything and never overwrite what an editor changed.
 */
export async function seed(strapi: Core.Strapi): Promise<void> {
  await ensureLocales(strapi);
  const imageIds = await ensureImages(strapi);

  await ensureSingleType(strapi, 'api::setting.setting', (locale) => setting[locale]);
  await fillEmptySettingFields(strapi, MANUFACTURER_FIELDS);
  await ensureSingleType(strapi, 'api::main-menu.main-menu', (locale) => ({
    pages: PROBES_ENABLED ? [...mainMenu[locale].pages, probeMenuLink] : mainMenu[locale].pages,
    categories: mainMenu[locale].categories.map(({ featured, ...category }) => ({
      ...category,
      featured: featured.map(({ image, ...tile }) => ({ ...tile, alt: images[image][locale], image: imageIds[image] })),
    })),
  }));
  await ensureSingleType(strapi, 'api::meta-navigation.meta-navigation', (locale) => metaNavigation[locale]);

  // Probe content for the site's e2e run only (TONEWOOD_SEED_PROBES=1, see content/probes.ts).
  for (const article of PROBES_ENABLED ? [...articles, probeArticle] : articles) {
    await ensureLocalizedDocument(strapi, 'api::article.article', { slug: article.slug }, (locale) => ({
      ...articleOrPageData(article, locale, imageIds),
      excerpt: article.content[locale].excerpt,
      author: article.author,
      publishedDate: article.publishedDate,
    }));
  }

  for (const page of pages) {
    await ensureLocalizedDocument(strapi, 'api::page.page', { slug: page.slug }, (locale) => ({
      ...articleOrPageData(page, locale, imageIds),
      intro: page.content[locale].intro,
    }));
  }

  const layerIds = await ensureConfiguratorLayers(strapi);
  for (const group of configuratorOptionGroups) {
    await ensureLocalizedDocument(
      strapi,
      'api::configurator-option-group.configurator-option-group',
      { key: group.key },
      (locale) => ({
        key: group.key,
        label: group.label[locale],
        description: group.description?.[locale] ?? null,
        position: group.position,
        layout: group.layout,
        layerMask: group.layerMask ?? null,
        values: group.values.map((value) => ({
          key: value.key,
          label: value.label[locale],
          description: value.description?.[locale] ?? null,
          priceDelta: value.priceDelta,
          swatch: value.swatch ?? null,
          layerImage: value.layer ? layerIds[value.layer] : null,
          layerColor: value.layerColor ?? null,
          mirror: value.mirror ?? false,
          // JSON text (see src/configurator/rules.ts): a JSON attribute would become a node of its own
          // in the site's build, which gatsby-source-strapi loses on a warm rebuild.
          models: value.models ? JSON.stringify(value.models) : null,
          requires: value.requires ? JSON.stringify(value.requires) : null,
          unavailableNote: value.unavailableNote?.[locale] ?? null,
        })),
      }),
    );
  }

  for (const redirect of PROBES_ENABLED ? [...redirects, ...probeRedirects] : redirects) {
    const existing = await strapi.documents('api::redirect.redirect').findFirst({ filters: { from: redirect.from } });
    if (!existing) {
      await strapi.documents('api::redirect.redirect').create({ data: redirect, status: 'published' });
    }
  }
}

/** What an article and a page share in `locale`: title, slug, body, the cover with its alt text, and SEO. */
function articleOrPageData(
  item: { slug: string; cover?: ImageKey; content: Localized<{ title: string; body: string; seoDescription: string }> },
  locale: Locale,
  imageIds: ImageIds,
) {
  const { title, body, seoDescription } = item.content[locale];
  return {
    title,
    slug: item.slug,
    body,
    ...(item.cover ? { cover: imageIds[item.cover], coverAlt: images[item.cover][locale] } : {}),
    seo: { title, description: seoDescription },
  };
}

async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  if (!(await locales.findByCode('en'))) {
    await locales.create({ code: 'en', name: 'English (en)' }, { isDefault: true });
  }
  if ((await locales.getDefaultLocale()) !== 'en') {
    await locales.setDefaultLocale({ code: 'en' });
  }
  if (!(await locales.findByCode('de'))) {
    await locales.create({ code: 'de', name: 'German (de)' });
  }
}

async function ensureImages(strapi: Core.Strapi): Promise<ImageIds> {
  const upload = strapi.plugin('upload').service('upload');
  // The shipped WebP files are already small; re-encoding them would only slow the first start.
  const settings = (await upload.getSettings()) ?? {};
  if (settings.sizeOptimization !== false) {
    await upload.setSettings({ ...settings, sizeOptimization: false, responsiveDimensions: false });
  }
  const ids = {} as ImageIds;
  const folder = path.join(strapi.dirs.app.root, 'seed', 'images');

  for (const key of Object.keys(images) as ImageKey[]) {
    const name = `${key}.webp`;
    ids[key] = await uploadOnce(strapi, {
      name,
      filepath: path.join(folder, name),
      alternativeText: images[key].en,
      mimetype: 'image/webp',
    });
  }
  return ids;
}

/** The media id of the file called `name`, uploading it from `filepath` the first time. */
async function uploadOnce(
  strapi: Core.Strapi,
  file: { name: string; filepath: string; alternativeText: string; mimetype: string },
): Promise<number> {
  const { name, filepath, alternativeText, mimetype } = file;
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name }, select: ['id'] });
  if (existing) return existing.id;
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText } },
      files: { filepath, originalFilename: name, mimetype, size: statSync(filepath).size },
    });
  return uploaded.id;
}

/** Uploads the configurator's SVG layers (seed/configurator) once; returns their media ids. */
async function ensureConfiguratorLayers(strapi: Core.Strapi): Promise<Record<ConfiguratorLayer, number>> {
  const folder = path.join(strapi.dirs.app.root, 'seed', 'configurator');
  const ids = {} as Record<ConfiguratorLayer, number>;
  for (const [key, alternativeText] of Object.entries(configuratorLayers) as [ConfiguratorLayer, string][]) {
    const name = `configurator-${key}.svg`;
    ids[key] = await uploadOnce(strapi, {
      name,
      filepath: path.join(folder, `${key}.svg`),
      alternativeText,
      mimetype: 'image/svg+xml',
    });
  }
  return ids;
}

/** A single type in both locales: created or completed, never overwritten. */
function ensureSingleType(
  strapi: Core.Strapi,
  uid: UID.SingleType,
  dataFor: (locale: Locale) => Record<string, unknown>,
): Promise<void> {
  return ensureLocalizedDocument(strapi, uid, {}, dataFor);
}

/**
 * Settings fields added after a database was first seeded (the manufacturer's): filled in where
 * they are empty, in every locale; a value an editor set is never overwritten.
 */
async function fillEmptySettingFields(strapi: Core.Strapi, keys: readonly string[]): Promise<void> {
  const documents = strapi.documents('api::setting.setting');
  for (const locale of LOCALES) {
    const current = (await documents.findFirst({ locale })) as Record<string, unknown> | null;
    if (!current) continue;
    const empty = keys.filter((key) => !current[key]);
    if (!empty.length) continue;
    await documents.update({
      documentId: current.documentId as string,
      locale,
      data: Object.fromEntries(empty.map((key) => [key, setting[locale][key]])) as never,
      status: 'published',
    });
  }
}

/** The document matching `filters` in every locale: the missing locales are added, the rest kept. */
async function ensureLocalizedDocument(
  strapi: Core.Strapi,
  uid: UID.CollectionType | UID.SingleType,
  filters: Record<string, string>,
  dataFor: (locale: Locale) => Record<string, unknown>,
): Promise<void> {
  const documents = strapi.documents(uid);
  let documentId = (await documents.findFirst({ locale: 'en', filters: filters as never }))?.documentId;

  for (const locale of LOCALES) {
    if (documentId && (await documents.findOne({ documentId, locale }))) continue;
    const data = dataFor(locale) as never;
    if (documentId) {
      await documents.update({ documentId, locale, data, status: 'published' });
    } else {
      documentId = (await documents.create({ locale, data, status: 'published' })).documentId;
    }
  }
}
