import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL primary, a streaming replica (pg_basebackup -R) and PgBouncer in transaction mode,
 * from PostgreSQL's own binaries and Debian's PgBouncer, in a temporary directory on free ports.
 * PostgreSQL and PgBouncer refuse to run as root: as root, they run as the `postgres` user.
 */

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const PGBOUNCER = process.env.PGBOUNCER ?? '/usr/sbin/pgbouncer';
const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** A command as the postgres user when we are root. */
const as = (command: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

const exec = (command: string, args: string[]) => run(...as(command, args), { maxBuffer: 1 << 24 });

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PostgresCluster {
  /** straight to the primary: the direct URL */
  primaryUrl: string;
  replicaUrl: string;
  /** through PgBouncer (transaction mode) to the primary */
  pooledUrl: string;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** PgBouncer stopped at once (its connections cut) and started again on the same port */
  restartBouncer(): Promise<void>;
  /** the primary stopped (fast: its sessions ended) and started again on the same port */
  restartPrimary(): Promise<void>;
  close(): Promise<void>;
}

const DATABASE = 'skylark';

export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!existsSync(join(PG_BIN, 'initdb'))) throw new Error(`PostgreSQL binaries not found in ${PG_BIN}`);
  if (!existsSync(PGBOUNCER)) throw new Error(`${PGBOUNCER} not found: apt-get install -y pgbouncer`);
  const root = mkdtempSync(join(tmpdir(), 'skylark-cluster-'));
  if (asRoot)
    chownSync(
      root,
      Number((await run('id', ['-u', 'postgres'])).stdout),
      Number((await run('id', ['-g', 'postgres'])).stdout),
    );
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  const [primaryPort, replicaPort, bouncerPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const children: ChildProcess[] = [];

  await exec(join(PG_BIN, 'initdb'), ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  writeFileSync(
    join(primaryDir, 'postgresql.auto.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      'wal_level = replica',
      'max_wal_senders = 5',
      'max_connections = 200',
      'fsync = off',
      'full_page_writes = off',
      'shared_buffers = 64MB',
    ].join('\n') + '\n',
  );
  writeFileSync(
    join(primaryDir, 'pg_hba.conf'),
    'local all all trust\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n',
  );
  const startPrimary = () =>
    exec(join(PG_BIN, 'pg_ctl'), [
      '-D',
      primaryDir,
      '-o',
      `-p ${primaryPort}`,
      '-l',
      join(root, 'primary.log'),
      '-w',
      'start',
    ]);
  await startPrimary();
  await exec(join(PG_BIN, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    DATABASE,
  ]);

  await exec(join(PG_BIN, 'pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
    '--no-sync',
    // the backup starts at once, not after a checkpoint spread over minutes
    '--checkpoint=fast',
  ]);
  // a replica a little behind, as a busy one is: a read right after a NOTIFY would find the old row
  appendFileSync(join(replicaDir, 'postgresql.auto.conf'), "recovery_min_apply_delay = '150ms'\n");
  const startReplica = async () => {
    await exec(join(PG_BIN, 'pg_ctl'), [
      '-D',
      replicaDir,
      '-o',
      `-p ${replicaPort}`,
      '-l',
      join(root, 'replica.log'),
      '-w',
      'start',
    ]);
  };
  const stopReplica = async () => {
    await exec(join(PG_BIN, 'pg_ctl'), ['-D', replicaDir, '-m', 'fast', '-w', 'stop']);
  };
  await startReplica();

  writeFileSync(join(root, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    join(root, 'pgbouncer.ini'),
    [
      '[databases]',
      `${DATABASE} = host=127.0.0.1 port=${primaryPort} dbname=${DATABASE}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${bouncerPort}`,
      `unix_socket_dir = ${root}`,
      'auth_type = trust',
      `auth_file = ${join(root, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      'default_pool_size = 40',
      'ignore_startup_parameters = extra_float_digits',
      `logfile = ${join(root, 'pgbouncer.log')}`,
    ].join('\n') + '\n',
  );
  let bouncer: ChildProcess | undefined;
  const startBouncer = async () => {
    bouncer = spawn(...as(PGBOUNCER, [join(root, 'pgbouncer.ini')]), { stdio: 'ignore' });
    children.push(bouncer);
    await waitForPort(bouncerPort);
  };
  await startBouncer();

  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
  return {
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    pooledUrl: url(bouncerPort),
    stopReplica,
    startReplica,
    async restartBouncer() {
      const stopping = bouncer!;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      // SIGTERM: PgBouncer's immediate shutdown, every client connection closed
      stopping.kill('SIGTERM');
      await exited;
      await startBouncer();
    },
    async restartPrimary() {
      await exec(join(PG_BIN, 'pg_ctl'), ['-D', primaryDir, '-m', 'fast', '-w', 'stop']);
      await startPrimary();
    },
    async close() {
      for (const child of children) child.kill('SIGTERM');
      await stopReplica().catch(() => {});
      await exec(join(PG_BIN, 'pg_ctl'), ['-D', primaryDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number): Promise<void> {
  const { connect } = await import('node:net');
  for (let attempt = 0; attempt < 200; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}
