import type { Core } from '@strapi/strapi';
import { ensureSuperAdmin } from './access/admin';
import { registerDraftGuard } from './access/drafts';
import { closeUserRegistration, grantPublicRead } from './access/permissions';
import { ensureSiteTokens } from './access/tokens';
import { registerConfiguratorValidation } from './configurator/validation';
import { seed } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerDraftGuard(strapi);
    registerConfiguratorValidation(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const started = Date.now();
    // First, before anything is seeded: a fresh database without an admin password is refused.
    await ensureSuperAdmin(strapi);
    await seed(strapi);
    await grantPublicRead(strapi);
    await closeUserRegistration(strapi);
    const tokenFile = await ensureSiteTokens(strapi);
    strapi.log.info(`Tonewood content ready in ${Date.now() - started} ms; site tokens in ${tokenFile}`);
  },
};
