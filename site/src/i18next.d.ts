// The site's i18next never returns null for a key (returnNull: false in gatsby-config.ts).
import 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
