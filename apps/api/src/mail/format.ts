import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** The time zone mail dates are written in, named after every time. */
export const MAIL_TIME_ZONE = 'UTC';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the web shows them: 1234.5 → "$1,234.50". */
export const formatMoney = (dollars: number): string => usd.format(dollars);

/** A moment as the web writes it ("MMM dd, yyyy HH:mm"), with the time zone named: "Dec 05, 2026 14:30 UTC". */
export const formatDateTime = (value: Date | string): string =>
  `${format(new Date(value), 'MMM dd, yyyy HH:mm', { in: tz(MAIL_TIME_ZONE) })} ${MAIL_TIME_ZONE}`;
