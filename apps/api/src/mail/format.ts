const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the web shows them: 1234.5 → "$1,234.50". */
export const formatMoney = (dollars: number): string => usd.format(dollars);
