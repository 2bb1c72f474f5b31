import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const dir = mkdtempSync(join(tmpdir(), 'skylark-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps its buffer pool small, on a data directory and again when reopened', async () => {
    for (let open = 0; open < 2; open += 1) {
      const database = await openDatabase({ dataDir: join(dir, 'pglite') });
      try {
        const { rows } = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
        // PGlite's WebAssembly memory never shrinks: a small pool keeps the server's memory low
        expect(rows[0]?.shared_buffers).toBe('16MB');
      } finally {
        await database.close();
      }
    }
  });
});
