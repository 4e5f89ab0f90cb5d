import type { ReactNode } from 'react';
import { CompactFooter, Footer, Header } from '@tonewood/design-system';
import type { Lang } from '../support/locale';
import {
  sampleFooter,
  sampleLegalLinks,
  sampleMenu,
  sampleSlogan,
  sampleSmallPrint,
  sampleSocial,
} from '../navigation/sampleNavigation';

export const href = (lang: Lang, path: string) => (lang === 'de' ? `/de${path === '/' ? '' : path}` : path);

/** The shop's page shell as the site composes it: header, main landmark, footer (compact beside the simplified header). */
export function PageFrame({
  lang,
  children,
  simplified = false,
  cartQuantity = 2,
}: {
  lang: Lang;
  children: ReactNode;
  simplified?: boolean;
  cartQuantity?: number;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-maple-50">
      <Header
        variant={simplified ? 'simplified' : 'full'}
        menu={sampleMenu(lang)}
        language={lang}
        country="DE"
        homeHref={href(lang, '/')}
        cartHref={href(lang, '/cart')}
        cartQuantity={cartQuantity}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      {simplified ? (
        <CompactFooter links={sampleLegalLinks(lang)} smallPrint={sampleSmallPrint[lang]} />
      ) : (
        <Footer
          slogan={sampleSlogan[lang]}
          social={sampleSocial}
          footer={sampleFooter(lang)}
          smallPrint={sampleSmallPrint[lang]}
        />
      )}
    </div>
  );
}
