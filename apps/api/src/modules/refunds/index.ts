/** What other modules use of refunds: what a booking is owed, and the refund addresses a customer gives. */
export { owedKinds, refundOf } from './owed';
export { mainnetAddress, saveRefundAddress } from './address';
