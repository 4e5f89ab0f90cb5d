export {
  SearchDialog,
  type SearchDialogProps,
  type SearchFilterOption,
  type SearchFilters,
  type SearchStatus,
} from './SearchDialog';
export {
  SearchResultList,
  orderResults,
  type SearchResult,
  type SearchResultKind,
  type SearchResultListProps,
} from './SearchResultList';
export { searchStrings, useSearchStrings, type SearchStringKey } from './strings';
