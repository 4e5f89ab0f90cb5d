// Search: Pagefind's static index (built after the site, site/build/search-index.mjs), the dialog
// the header opens and the /search page. SearchHost and Pagefind load on first use only.
export { SearchHost, type SearchHostProps } from './SearchHost';
export { SearchPage } from './SearchPage';
