/** What app.ts uses of the public site's forms: its routes. */
export { siteModule } from './plugin';
