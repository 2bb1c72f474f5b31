/** What other modules use of the contact inbox: storing a message. */
export { insertContactMessage } from './service';
