/** What other modules use of payments: a new booking's invoice. */
export { draftInvoice, type DraftInvoice, type Invoicing } from './invoice';
