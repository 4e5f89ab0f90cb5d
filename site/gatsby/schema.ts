// Schema: the rich-text bodies of Strapi pages and posts get an `html` field, markdown rendered
// to HTML with links outside the site's link rule dropped and reported (site/config/links.mjs),
// naming the entry they came from. The setting's optional fields are typed, so an empty value
// everywhere does not drop them from the schema.
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
  `);
};

interface ResolverContext {
  nodeModel: { getNodeById: (q: { id?: string }) => { locale?: string; slug?: string } | null };
}

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
  });
};
