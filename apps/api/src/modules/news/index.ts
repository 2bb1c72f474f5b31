/** What the rest of the API uses of the news (docs/product.md#1415-news-by-e-mail-and-on-this-device): the jobs, the announcements, the routes. */
export { announce } from './announce';
export { announceGate, announceNewTimes } from './flight-news';
export { NEWS_EVERY_SECONDS, NEWS_QUEUE, sendDueNews } from './due';
export { PUSH_QUEUE, pushRunner } from './push-job';
export { vapidKeys } from './vapid';
export { newsModule } from './plugin';
