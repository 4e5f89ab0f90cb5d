// Schema: the rich-text bodies of Strapi pages and posts get an `html` field, markdown rendered
// to HTML with links outside the site's link rule dropped and reported (site/config/links.mjs),
// naming the entry they came from. The setting's optional fields are typed, so an empty value
// everywhere does not drop them from the schema. The configurator's option groups are typed in
// full, so a group or field an editor leaves empty everywhere never breaks the build's queries;
// their values' `models` and `requires` are JSON text in Strapi and arrive parsed (null when the
// text is not JSON; siteData checks the shapes).
import type { GatsbyNode } from 'gatsby';
import { markdownToHtml } from '../build/markdown.mjs';
import { droppedLinkMessage } from '../config/links.mjs';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type STRAPI_ARTICLE_BODY_TEXTNODE implements Node { html: String }
    type STRAPI_PAGE_BODY_TEXTNODE implements Node { html: String }
    type STRAPI_SETTING implements Node @infer {
      bankAccountHolder: String
      bankName: String
      bankIban: String
      bankBic: String
      workshopVideoUrl: String
      analyticsEndpoint: String
      analyticsWebsiteId: String
      versionCheckMinutes: Int
    }
    type STRAPI_CONFIGURATOR_OPTION_GROUP implements Node @infer {
      locale: String!
      key: String!
      label: String!
      description: String
      position: Int!
      layout: String!
      layerMask: String
      values: [STRAPI__COMPONENT_CONFIGURATOR_OPTION_VALUE!]! @link(from: "values___NODE")
    }
    type STRAPI__COMPONENT_CONFIGURATOR_OPTION_VALUE implements Node @infer {
      key: String!
      label: String!
      description: String
      priceDelta: Float!
      swatch: String
      layerImage: STRAPI__MEDIA @link(from: "layerImage___NODE")
      layerColor: String
      mirror: Boolean
      models: [String!]
      requires: JSON
      unavailableNote: String
    }
  `);
};

interface ResolverContext {
  nodeModel: { getNodeById: (q: { id?: string }) => { locale?: string; slug?: string } | null };
}

/** A Strapi text field that holds JSON, parsed (null when empty or not JSON). */
const jsonText = (field: string) => ({
  resolve: (source: Record<string, unknown>) => {
    const text = source[field];
    if (typeof text !== 'string' || !text.trim()) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  },
});

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create, reporter }) => {
  const warned = new Set<string>();
  const html = (type: string) => ({
    type: 'String',
    resolve: (source: { body?: string; parent?: string }, _args: unknown, context: ResolverContext) => {
      const entry = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null;
      return markdownToHtml(source.body ?? '', {
        onDroppedLink: (link: string) => {
          const field = `body${entry?.slug ? ` (slug "${entry.slug}")` : ''}`;
          const message = droppedLinkMessage(link, { type, locale: entry?.locale, field });
          if (!warned.has(message)) reporter.warn(message);
          warned.add(message);
        },
      });
    },
  });
  create({
    STRAPI_ARTICLE_BODY_TEXTNODE: { html: html('article') },
    STRAPI_PAGE_BODY_TEXTNODE: { html: html('page') },
    STRAPI__COMPONENT_CONFIGURATOR_OPTION_VALUE: { models: jsonText('models'), requires: jsonText('requires') },
  });
};
