// The configurator in both languages: the models (Medusa products of the collection
// `configurator`, with their German texts) and the option groups of the page's language (Strapi).
import { CONFIGURATOR_ROUTE } from '../../config/routes.mjs';
import type { PageStep } from './page';

export function configuratorPages({ data, language, page, warn }: PageStep) {
  const models = data.configurator.models.map((m) => ({
    handle: m.handle,
    title: m.title[language],
    description: m.description[language],
    price: m.price,
  }));
  const groups = data.configurator.groups[language];
  if (!models.length) warn('site: Medusa has no product in the collection "configurator"; the configurator is empty');
  if (!groups.length) warn(`site: Strapi has no ${language} configurator option groups`);
  return [page({ route: CONFIGURATOR_ROUTE, template: 'configurator', context: { models, groups } })];
}
