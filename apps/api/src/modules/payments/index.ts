/** What the job queue uses of payments: the expiry sweep and payment detection as job bodies. */
export { DETECTION_QUEUE, EXPIRY_EVERY_SECONDS, EXPIRY_QUEUE, detectionRunner, expiryRunner } from './jobs';
