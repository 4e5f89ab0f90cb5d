// The footer on its own, for its chunk (Layout hydrates it after the page: deferHydration).
export { Footer as default } from '@tonewood/design-system';
