import type { Core } from '@strapi/strapi';
import { secret } from '../src/access/secrets';

// Secrets come from the environment only (no defaults): secret() refuses to start when one is
// missing or weak. Local starts get them from .secrets.env through the launcher.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // The API never needs the admin panel; `SERVE_ADMIN=true npm start` builds and serves it.
  serveAdminPanel: env.bool('SERVE_ADMIN', false),
  autoOpen: false,
  auth: {
    secret: secret('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: secret('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: secret('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: secret('ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});

export default config;
