/** What app.ts uses of the job queue as the back office sees it: its routes. */
export { failedJobsModule } from './plugin';
