import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  upload: {
    config: {
      // The site resizes images itself (gatsby-plugin-image); skipping Strapi's responsive copies
      // keeps seeding fast.
      breakpoints: {},
      sizeLimit: 10 * 1024 * 1024,
    },
  },
});

export default config;
