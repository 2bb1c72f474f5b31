import { eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema';
import type { SecretBox } from '../../lib/secret-box';

/** Start-up: TOTP secrets stored in plain text (before sealing existed) are sealed in place. */
export async function sealPlaintextSecrets(db: Db, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: admins.id, secret: admins.mfaSecret, pending: admins.mfaPendingSecret })
    .from(admins)
    .where(or(isNotNull(admins.mfaSecret), isNotNull(admins.mfaPendingSecret)));
  let sealed = 0;
  for (const row of rows) {
    const plain = (value: string | null) => value !== null && !box.isSealed(value);
    if (!plain(row.secret) && !plain(row.pending)) continue;
    await db
      .update(admins)
      .set({
        mfaSecret: plain(row.secret) ? box.seal(row.secret!) : row.secret,
        mfaPendingSecret: plain(row.pending) ? box.seal(row.pending!) : row.pending,
      })
      .where(eq(admins.id, row.id));
    sealed++;
  }
  return sealed;
}
