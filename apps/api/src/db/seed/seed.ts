import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';

/** Seeds the demo flights on an empty database (decisions §1). */
export async function seedDemoData(_db: Db, _log: FastifyBaseLogger): Promise<void> {}
