import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Deep enough for the embedded database's directory tree; it holds nothing deeper. */
const MAX_DEPTH = 8;

/**
 * DATA_DIR holds password hashes, second-factor secrets and mail: only the server's own user
 * may read it. With the umask of 077 that server.ts sets first, every file the process creates is
 * 0600 and every directory 0700; what an older version left readable to others is tightened here.
 */
export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir, 0);
}

function tighten(path: string, depth: number): void {
  const stat = statSync(path);
  const wanted = stat.isDirectory() ? 0o700 : 0o600;
  if ((stat.mode & 0o777) !== wanted && (stat.isDirectory() || stat.isFile())) chmodSync(path, wanted);
  if (!stat.isDirectory() || depth >= MAX_DEPTH) return;
  for (const entry of readdirSync(path)) tighten(join(path, entry), depth + 1);
}
