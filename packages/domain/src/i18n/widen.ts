/** The same keys, each text widened to string: what another language provides for an English section. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
