// The page footers, loaded apart from the page (Layout.tsx): below the fold on every page.
export { CompactFooter, Footer } from '@tonewood/design-system';
