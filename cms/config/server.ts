import type { Core } from '@strapi/strapi';
import { secret } from '../src/access/secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    // A missing or weak APP_KEYS (or any other secret) stops the start here: no default in code.
    keys: secret('APP_KEYS')
      .split(',')
      .map((key) => key.trim()),
  },
  // Tests and the bench point this at a temporary folder so their uploads never mix with a
  // developer's.
  dirs: {
    public: env('PUBLIC_DIR', './public'),
  },
  // Update checks reach the network, which this project must never need at run time.
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('STRAPI_STARTUP_BANNER', false) },
  },
});

export default config;
