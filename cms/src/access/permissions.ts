import type { Core } from '@strapi/strapi';

/** Published content types and the content-API actions that read them. */
export const CONTENT_READ_ACTIONS = [
  'api::article.article.find',
  'api::article.article.findOne',
  'api::page.page.find',
  'api::page.page.findOne',
  'api::configurator-option-group.configurator-option-group.find',
  'api::configurator-option-group.configurator-option-group.findOne',
  'api::redirect.redirect.find',
  'api::redirect.redirect.findOne',
  'api::setting.setting.find',
  'api::main-menu.main-menu.find',
  'api::meta-navigation.meta-navigation.find',
];

/** What gatsby-source-strapi reads besides the content itself: schemas, components and locales. */
export const BUILD_EXTRA_ACTIONS = [
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.content-types.getContentType',
  'plugin::content-type-builder.components.getComponents',
  'plugin::content-type-builder.components.getComponent',
  'plugin::i18n.locales.listLocales',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
];

/**
 * The only things the site's functions may do: store form submissions, and confirm a newsletter
 * registration whose signed link was followed (double opt-in).
 */
export const SUBMISSION_CREATE_ACTIONS = [
  'api::newsletter-registration.newsletter-registration.create',
  'api::newsletter-registration.newsletter-registration.confirm',
  'api::quote-request.quote-request.create',
  'api::contact-request.contact-request.create',
];

/**
 * Gives the public role exactly the read actions of published content and removes every other
 * content-API action, so submissions never become public. That includes the users-permissions
 * defaults (register, connect, forgot/reset password ...): the shop has no accounts in the CMS,
 * and an open sign-up would hand out JWTs of the "authenticated" role to anyone.
 */
export async function grantPublicRead(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' }, select: ['id'] });
  if (!role) throw new Error('users-permissions public role is missing');

  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const existing: { id: number; action: string }[] = await permissions.findMany({
    where: { role: role.id },
    select: ['id', 'action'],
  });
  const existingActions = new Set(existing.map((p) => p.action));

  for (const action of CONTENT_READ_ACTIONS) {
    if (!existingActions.has(action)) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
  for (const permission of existing) {
    if (!CONTENT_READ_ACTIONS.includes(permission.action)) {
      await permissions.delete({ where: { id: permission.id } });
    }
  }
}

/**
 * Turns off users-permissions sign-up (POST /api/auth/local/register) in its advanced settings, on
 * every start: the public role no longer has the action either, this closes it a second time in
 * case someone grants it in the panel.
 */
export async function closeUserRegistration(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  }
}
