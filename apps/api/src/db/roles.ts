import pg from 'pg';

/**
 * With DATABASE_OWNER_URL naming another role than DATABASE_URL, the owner runs the migrations and
 * the application's role gets only what it needs: reading and writing the tables, creating the job
 * queue's own schema, but on the audit trail only INSERT and SELECT, so the application can neither change nor empty it, nor (not
 * owning it) drop the triggers that guard it. Run after every migration, so new tables are covered.
 */
export async function grantAppRole(owner: pg.ClientBase, appRole: string): Promise<void> {
  const [{ current_user: ownerRole }] = (await owner.query('select current_user')).rows as [
    { current_user: string },
  ];
  if (ownerRole === appRole) return;
  const app = pg.escapeIdentifier(appRole);
  await owner.query(`grant usage on schema public to ${app}`);
  await owner.query(`grant select, insert, update, delete on all tables in schema public to ${app}`);
  await owner.query(`grant usage, select on all sequences in schema public to ${app}`);
  // pg-boss creates and migrates its own schema (pgboss) as the role that runs the jobs (decision 027)
  const [{ db }] = (await owner.query('select current_database() as db')).rows as [{ db: string }];
  await owner.query(`grant create on database ${pg.escapeIdentifier(db)} to ${app}`);
  await owner.query(`revoke all on audit_events from ${app}`);
  await owner.query(`grant select, insert on audit_events to ${app}`);
  // the booking ledger is append-only for the app as well as by its trigger (docs/product.md#1411-the-bookings-ledger)
  await owner.query(`revoke all on booking_ledger from ${app}`);
  await owner.query(`grant select, insert on booking_ledger to ${app}`);
}
