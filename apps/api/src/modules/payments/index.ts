/** What other modules use of payments: a new booking's invoice, and an amount in satoshis. */
export { draftInvoice, type DraftInvoice, type Invoicing } from './invoice';
export { satsFor } from './btc-rate';
