import type { Core } from '@strapi/strapi';
import { grantPublicRead } from './access/permissions';
import { ensureSiteTokens } from './access/tokens';
import { seed } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const started = Date.now();
    await seed(strapi);
    await grantPublicRead(strapi);
    const tokenFile = await ensureSiteTokens(strapi);
    strapi.log.info(`Tonewood content ready in ${Date.now() - started} ms; site tokens in ${tokenFile}`);
  },
};
