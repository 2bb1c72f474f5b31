/** English texts with every text typed `string`, as the other languages' JSON files are. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** A namespace whose English texts include the contract's constants (whose types are their literal texts). */
export const texts = <T>(value: T): Texts<T> => value as Texts<T>;
