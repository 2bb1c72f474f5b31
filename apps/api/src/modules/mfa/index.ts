/** What app.ts uses of the back office's second factor: its routes. */
export { mfaModule } from './plugin';
