import type { Core } from '@strapi/strapi';

/** The site (gatsby develop/serve), Storybook, and the site the end-to-end run serves. */
const DEFAULT_CORS_ORIGINS = [
  'http://127.0.0.1:8000',
  'http://localhost:8000',
  'http://127.0.0.1:6006',
  'http://localhost:6006',
  'http://127.0.0.1:8011',
  'http://localhost:8011',
];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  // Strapi's default reflects any Origin with credentials allowed; answer only the listed origins.
  // CORS_ORIGINS (comma-separated; the launcher maps CMS_CORS_ORIGINS to it) replaces the list.
  { name: 'strapi::cors', config: { origin: env.array('CORS_ORIGINS', DEFAULT_CORS_ORIGINS) } },
  // No strapi::poweredBy: an X-Powered-By banner only helps someone looking for a known weakness.
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
