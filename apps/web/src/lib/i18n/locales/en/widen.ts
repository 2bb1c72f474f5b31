/** English texts typed as plain strings: a contract constant's literal type would refuse any translation. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The English texts of a namespace that takes some of them from @skylark/contract (docs/decisions/102). */
export const englishTexts = <T>(texts: T): Widen<T> => texts as Widen<T>;
