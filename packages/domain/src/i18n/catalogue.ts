import type { en } from './en';
import type { Widen } from './widen';

/** Every key of the English catalogue, each a string: what another language must provide. */
export type Catalogue = Widen<typeof en>;
