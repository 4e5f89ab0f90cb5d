import { secret } from '../src/access/secrets';

const config = () => ({
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
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
