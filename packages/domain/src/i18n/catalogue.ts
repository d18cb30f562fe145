import type { en } from './en';

/** Every key of the English catalogue, each a string: what another language must provide. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
