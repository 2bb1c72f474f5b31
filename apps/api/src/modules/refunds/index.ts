/** What app.ts uses of refunds: the routes of the refunds the desk pays. */
export { refundsModule } from './plugin';
