import { useState } from 'react';
import type { PageSizes } from '@faktura/domain';

/** The filters of the last search and the page shown of its results. */
export type ListQuery<F> = { filters: F; page: number; pageSize: number };

export type ListState<F> = {
  /** null until the first search (lists that wait for a choice, e.g. a company). */
  query: ListQuery<F> | null;
  sizes: PageSizes;
  /** Messages of a refused search, shown above the filters. */
  errors: readonly string[];
  /** A new search: back to page 1 (a page of the old results means nothing for the new ones). */
  search: (filters: F) => void;
  /** Searches when `messages` is empty, else shows them instead. */
  searchIf: (messages: readonly string[], filters: F) => void;
  turnPage: (page: number, pageSize: number) => void;
  /** Back to "nothing searched yet" (a filter the results depended on changed). */
  reset: () => void;
  dismissErrors: () => void;
};

type Options<F> = {
  initial: F;
  /** The page sizes of this table (PAGE_SIZES of the domain). */
  sizes: PageSizes;
  /** Whether the list shows at once with `initial`, or waits for the first Search. */
  searchAtOnce?: boolean;
};

/** The state of a filter card + paged table: what was searched, which page, what was refused. */
export function useListQuery<F>({ initial, sizes, searchAtOnce = true }: Options<F>): ListState<F> {
  const [query, setQuery] = useState<ListQuery<F> | null>(searchAtOnce ? { filters: initial, page: 1, pageSize: sizes.size } : null);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const search = (filters: F) => {
    setErrors([]);
    setQuery((q) => ({ filters, page: 1, pageSize: q?.pageSize ?? sizes.size }));
  };
  return {
    query,
    sizes,
    errors,
    search,
    searchIf: (messages, filters) => (messages.length ? setErrors(messages) : search(filters)),
    // A new page size starts again at page 1: the old page number points elsewhere now.
    turnPage: (page, pageSize) => setQuery((q) => q && { ...q, page: pageSize === q.pageSize ? page : 1, pageSize }),
    reset: () => setQuery(null),
    dismissErrors: () => setErrors([]),
  };
}
