// Server rendering: the same global CSS as the browser (inlined into each page by Gatsby), and
// preloads for the two Latin brand font files, so text does not reflow when they arrive (CLS).
import type { GatsbySSR } from 'gatsby';
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import './site/src/styles/global.css';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents(
    [frauncesLatin, interLatin].map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  );
};
