/** What app.ts and jobs/ use of the display rates: the route's plugin and the job's body. */
export { currencyRatesModule } from './plugin';
export { refreshRates } from './service';

/** The job that reads CURRENCY_RATES_URL, once at start and then every hour. */
export const CURRENCY_RATES_QUEUE = 'currency-rates';
export const CURRENCY_RATES_EVERY_SECONDS = 3600;
