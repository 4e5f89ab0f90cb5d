// `storybook dev` (npm run dev) loads this file and hands it its server: every answer gets the
// same security headers as the static Storybook of npm start and the story tests
// (scripts/static-server.mjs). Storybook's own `frame-ancestors` policy stays beside ours.
import { STORYBOOK_SECURITY_HEADERS } from '../scripts/static-server.mjs';

export default function securityHeaders(app) {
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(STORYBOOK_SECURITY_HEADERS)) {
      if (name === 'Content-Security-Policy') res.appendHeader(name, value);
      else res.setHeader(name, value);
    }
    next();
  });
}
