export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
export const cents = (dollars: number) => Math.round(dollars * 100);
export const dollars = (amountCents: number) => amountCents / 100;
