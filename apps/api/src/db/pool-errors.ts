import type pg from 'pg';

/**
 * A connection that the server or a pooler ends (a restart of PostgreSQL or PgBouncer, an
 * administrator's termination) emits 'error' on its pg client. The pool listens on its idle
 * clients only: a client checked out (a query in flight, a transaction) has no listener, and Node
 * would end the whole process. With one, the query in flight fails on its own (a 503 that says when
 * to try again) and the client, no longer queryable, leaves the pool when it is released.
 */
export function survivingConnectionLoss(pool: pg.Pool): pg.Pool {
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
