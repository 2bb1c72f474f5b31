/** What app.ts uses of the back office's team: its routes. */
export { teamModule } from './plugin';
