/** What app.ts uses of the newsletter: its routes. */
export { newsletterModule } from './plugin';
