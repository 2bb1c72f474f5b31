/** What other modules use of the contact inbox: storing a message, and a customer's messages. */
export { insertContactMessage, listContactMessagesWhere } from './service';
export { contactModule } from './plugin';
