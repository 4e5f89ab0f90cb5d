// The text of a PDF, page by page, read with pdf.js (a text extractor, not a byte compare): the
// configurator's PDF in its unit test and in the browser journeys.
import { createRequire } from 'node:module';
import path from 'node:path';

const fonts = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

/** @param {ArrayBuffer | Uint8Array} bytes @returns {Promise<string[]>} each page's text */
export async function pdfPages(bytes) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, verbosity: 0 })
    .promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}
