/** What app.ts uses of the dashboard's figures: its routes. */
export { analyticsModule } from './plugin';
