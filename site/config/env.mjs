// Reads the service connection files the cms/ and commerce/ starts write (cms/.site.env,
// commerce/.site.env). Process environment variables win, so e2e runs and CI can point the site
// at private instances; CMS_SITE_ENV_FILE / COMMERCE_SITE_ENV_FILE name other files.
import { readEnvFile } from '@tonewood/rules';

// node:path through process.getBuiltinModule: Gatsby bundles gatsby-config.ts with Parcel, whose
// bundled require('path') cannot reach Node's.
const path = process.getBuiltinModule('path');

export function siteServices(root = process.cwd(), env = process.env) {
  const cms = readEnvFile(path.resolve(root, env.CMS_SITE_ENV_FILE || 'cms/.site.env'));
  const commerce = readEnvFile(path.resolve(root, env.COMMERCE_SITE_ENV_FILE || 'commerce/.site.env'));
  return {
    strapiUrl: env.STRAPI_API_URL || cms.STRAPI_API_URL || 'http://127.0.0.1:1337',
    strapiToken: env.STRAPI_BUILD_TOKEN || cms.STRAPI_BUILD_TOKEN || '',
    medusaUrl: env.MEDUSA_BACKEND_URL || commerce.MEDUSA_BACKEND_URL || 'http://127.0.0.1:9000',
    medusaKey: env.MEDUSA_PUBLISHABLE_KEY || commerce.MEDUSA_PUBLISHABLE_KEY || '',
    siteUrl: (env.SITE_URL || 'http://127.0.0.1:8000').replace(/\/$/, ''),
  };
}
