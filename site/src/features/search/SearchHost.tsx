// The search dialog with its data: loaded by the layout on the first opening (the dialog, this
// code and Pagefind are no part of any page's first load).
import { SearchDialog } from '@tonewood/design-system';
import { navigate } from 'gatsby';
import { useState } from 'react';
import { useSearch } from './useSearch';

export interface SearchHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called before a result is opened (the layout closes the phone menu). */
  onNavigate?: () => void;
}

export function SearchHost({ open, onOpenChange, onNavigate }: SearchHostProps) {
  const [query, setQuery] = useState('');
  const search = useSearch(query);
  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      query={query}
      onQueryChange={setQuery}
      results={search.results}
      status={search.status}
      categoryOptions={search.options.category}
      availabilityOptions={search.options.availability}
      filters={search.filters}
      onFiltersChange={search.setFilters}
      onNavigate={(url) => {
        onOpenChange(false);
        onNavigate?.();
        void navigate(url);
      }}
    />
  );
}
