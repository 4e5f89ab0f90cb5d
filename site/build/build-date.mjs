// The build's date in a Strapi text: an editor writes {{buildDate}} (the accessibility statement
// says which build its checks belong to), and the site build puts in the day it ran, in the page's
// language and the shop's time zone. Plain JavaScript beside markdown.mjs: the build and the tests
// import it.
import { BCP47, SHOP_TIME_ZONE } from '@tonewood/rules';

export const BUILD_DATE_PLACEHOLDER = '{{buildDate}}';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The date as a page in `language` writes it: 'November 26, 2026' or '26. November 2026'.
 *
 * @param {import('@tonewood/rules').Language} language
 * @param {Date} date
 */
export function formatBuildDate(language, date) {
  return new Intl.DateTimeFormat(BCP47[language], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(date);
}

/**
 * The HTML with every placeholder replaced by the build's date (escaped for HTML).
 *
 * @param {string} html
 * @param {import('@tonewood/rules').Language} language
 * @param {Date} date
 */
export function fillBuildDate(html, language, date) {
  if (!html.includes(BUILD_DATE_PLACEHOLDER)) return html;
  return html.split(BUILD_DATE_PLACEHOLDER).join(escapeHtml(formatBuildDate(language, date)));
}
