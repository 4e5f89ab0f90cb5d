// gatsby-plugin-react-i18next imports outdent for one warning it prints only in development; the
// production bundles get this stand-in (aliased in site/gatsby/bootstrap.ts), not 0.8 KB (gzip) of
// the library in every page's first load.
const outdent = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  String.raw({ raw: strings }, ...values);

export default outdent;
