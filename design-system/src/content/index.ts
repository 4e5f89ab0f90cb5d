// Public exports of the content area; src/index.ts re-exports this file.
export { contentStrings, useContentStrings, type ContentStringKey } from './strings';
export * from './RichText';
export * from './BlogCard';
export * from './BlogList';
export * from './PageHero';
export * from './SectionHeading';
export * from './NotFound';
export * from './LegalPage';
