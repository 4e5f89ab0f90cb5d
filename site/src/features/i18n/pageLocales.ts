// The one query for a page's strings: every template's page query spreads `...PageLocales`, which
// loads the page language's strings as `locales` (gatsby-plugin-react-i18next reads them; headT
// reads them in the Head API). Gatsby finds fragments only in src/ and .cache/fragments, so
// site/gatsby/i18n.ts copies this file there before the queries are extracted.
import { graphql } from 'gatsby';

export const pageLocales = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
