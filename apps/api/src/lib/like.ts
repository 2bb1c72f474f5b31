/** A LIKE/ILIKE pattern that matches `term` literally anywhere (%, _ and \ escaped). */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
