// Seo for a page whose title and description are keys of its own strings (the page query's
// `...PageLocales`), for the templates whose meta tags come from the locale files.
import { headT, type Language } from '../i18n';
import { Seo, type SeoProps } from './Seo';

type Props = Omit<SeoProps, 'siteUrl' | 'language' | 'route' | 'title' | 'description'> & {
  context: { chrome: { siteUrl: string }; language: Language; route: string };
  /** The Head API's data: the page query's result. */
  data: object;
  titleKey: string;
  descriptionKey?: string;
  /** The route the tags name, when not the page's own (the 404 page). */
  route?: string;
};

export function PageSeo({ context, data, titleKey, descriptionKey, route = context.route, ...rest }: Props) {
  const strings = data as Parameters<typeof headT>[0];
  return (
    <Seo
      {...rest}
      siteUrl={context.chrome.siteUrl}
      language={context.language}
      route={route}
      title={headT(strings, titleKey)}
      description={descriptionKey ? headT(strings, descriptionKey) : undefined}
    />
  );
}
