/** What app.ts uses of online check-in and boarding passes: its routes. */
export { checkInModule } from './plugin';
