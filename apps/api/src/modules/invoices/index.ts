/** What other modules use of invoices: a new booking's invoice drafted at the rate read, and an amount in satoshis. */
export { draftInvoice, type DraftInvoice, type Invoicing } from './invoice';
export { createRateSource, satsFor } from './btc-rate';
