// The list-page building block: a filter card and a server-paged table with the domain's PAGE_SIZES.
export { FilterCard } from './filter-card';
export { ListCards } from './list-cards';
export { KEYBOARD_SCROLLABLE, ListPage, type Noun } from './list-page';
export { useListQuery, type ListQuery, type ListState } from './use-list-query';
