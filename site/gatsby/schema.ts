// Schema: the rich-text bodies of Strapi pages and posts get an `html` field, markdown rendered
// to HTML with links outside the site's link rule dropped and reported (site/config/links.mjs),
// naming the entry they came from. The setting's optional fields are typed, so an empty value
// everywhere does not drop them from the schema. The configurator's option groups are typed in
// full, so a group or field an editor leaves empty everywhere never breaks the build's queries;
// their values' JSON fields `models` and `requires` arrive as plain JSON (the source plugin makes
// each a node of its own, whose keys would otherwise become GraphQL fields).
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
  nodeModel: {
    getNodeById: (q: { id?: string }) => { locale?: string; slug?: string; internal?: { content?: string } } | null;
  };
}

/** A JSON attribute of a Strapi entry: the value of the node gatsby-source-strapi made for it, or null. */
const strapiJson = (field: string) => ({
  resolve: (source: Record<string, unknown>, _args: unknown, context: ResolverContext) => {
    const id = source[`${field}___NODE`];
    const content = typeof id === 'string' ? context.nodeModel.getNodeById({ id })?.internal?.content : undefined;
    return content ? (JSON.parse(content) as unknown) : null;
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
    STRAPI__COMPONENT_CONFIGURATOR_OPTION_VALUE: { models: strapiJson('models'), requires: strapiJson('requires') },
  });
};
