export { EmailText } from './email-text';
export { RejectDialog } from './reject-dialog';
export { WaitingNote } from './waiting-note';
export { CustomerLink } from './customer-link';
