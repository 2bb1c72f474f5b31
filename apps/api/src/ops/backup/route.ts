import { randomBytes, timingSafeEqual } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { wrap } from '../../lib/reply';
import type { Database } from '../../db/client';
import { BACKUP_DIR, writeBackup } from './files';

export const BACKUP_PATH = '/internal/backup';
export const BACKUP_TOKEN_FILE = 'backup-token';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * POST /internal/backup, for `npm run backup` while the server owns the embedded database:
 * loopback only, with the token this process writes into DATA_DIR at start (whoever can read it
 * can read the database files anyway). The backup is written into DATA_DIR/backups.
 */
export const backupPlugin = fp(
  async (app: FastifyInstance, { database, dataDir }: { database: Database; dataDir: string }) => {
    const token = randomBytes(32).toString('hex');
    writeFileSync(join(dataDir, BACKUP_TOKEN_FILE), token, { mode: 0o600 });
    const expected = Buffer.from(`Bearer ${token}`);

    app.post(BACKUP_PATH, { schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      const allowed =
        LOOPBACK.has(request.socket.remoteAddress ?? '') &&
        given.length === expected.length &&
        timingSafeEqual(given, expected);
      if (!allowed) return wrap(reply, 403, 'You do not have access to this resource', null);
      const backup = await writeBackup(database, join(dataDir, BACKUP_DIR));
      request.log.info(backup, 'backup written');
      return wrap(reply, 201, 'Backup written', backup);
    });
  },
);
