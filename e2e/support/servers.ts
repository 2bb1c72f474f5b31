/**
 * The e2e servers: one per Playwright worker, each on its own port and fresh embedded database.
 * Playwright loads the config again in every worker, which inherits the run's id from the env and
 * finds its own slot in TEST_PARALLEL_INDEX.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
process.env.E2E_RUN ??= String(Date.now());

export const portOf = (slot: number) => E2E_PORT + slot;
/** Under .tmp/, named e2e-<digits> (e2e/support/mail.ts reads every such outbox). */
export const dataDirOf = (slot: number) => `.tmp/e2e-${process.env.E2E_RUN}${slot}`;
/** This worker's slot: 0 in the main process. */
export const ownSlot = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0);
