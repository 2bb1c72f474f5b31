/** What other modules use of the customers: the customer as the API answers it, and a profile update. */
export { toUser, updateProfile } from './service';
export { usersModule } from './plugin';
