import { mfaMessages } from '@skylark/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminRecoveryCodes, admins, type AdminRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { LoginClient } from '../../lib/login-client';
import type { SecretBox } from '../../lib/secret-box';
import { admitLoginAttempt, loginSucceeded } from '../auth';
import { type AuditContext, recordAudit } from '../audit';
import { hashRecoveryCode, matchTotpStep, normalizeRecoveryCode } from './totp';

/** Records the attempt as the administrator it concerns. */
export const asAdmin = (admin: AdminRow, ip: string | null): AuditContext => ({
  actor: { id: admin.id, email: admin.email, role: 'admin' },
  ip,
});

export interface CodeOptions {
  /** the secret the code must come from, as stored (sealed): the enrolled one, or the one being enrolled */
  secret: string;
  box: SecretBox;
  allowRecovery: boolean;
  /** 401 at login; 400 for a signed-in administrator, whose session a wrong code must not end */
  wrongCodeStatus: 400 | 401;
}

/**
 * Checks a TOTP code (±1 step, each step accepted once) or a single-use recovery code.
 * Attempts pass the limits of passwords (login-limiter.ts) before the check: per address,
 * per address and administrator, and per administrator with growing delays that the
 * administrator's own device cookie skips; a right code clears them.
 */
export async function verifySecondFactor(
  db: Db,
  admin: AdminRow,
  code: string,
  options: CodeOptions,
  client: LoginClient,
): Promise<'totp' | 'recovery'> {
  const audit = asAdmin(admin, client.ip);
  let attempt;
  try {
    attempt = await admitLoginAttempt(
      db,
      'mfa',
      client.address,
      admin.id,
      client.deviceOf('admin', admin.email),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
    await recordAudit(db, {
      ...audit,
      action: 'auth.login_throttled',
      targetType: 'admin',
      targetId: admin.id,
    });
    throw new AppError(429, mfaMessages.tooManyCodes, undefined, error.headers);
  }
  const kind = await acceptCode(db, admin, code, options, audit);
  if (!kind) {
    await recordAudit(db, { ...audit, action: 'mfa.code_failed', targetType: 'admin', targetId: admin.id });
    throw new AppError(options.wrongCodeStatus, mfaMessages.invalidCode);
  }
  await loginSucceeded(db, attempt);
  return kind;
}

async function acceptCode(
  db: Db,
  admin: AdminRow,
  code: string,
  options: CodeOptions,
  audit: AuditContext,
): Promise<'totp' | 'recovery' | null> {
  const step = matchTotpStep(options.box.open(options.secret), code);
  if (step !== null) {
    // One statement: of two requests with the same code, only one moves the step forward.
    const [moved] = await db
      .update(admins)
      .set({ mfaLastStep: step })
      .where(and(eq(admins.id, admin.id), or(isNull(admins.mfaLastStep), lt(admins.mfaLastStep, step))))
      .returning({ id: admins.id });
    return moved ? 'totp' : null;
  }
  const recovery = options.allowRecovery ? normalizeRecoveryCode(code) : null;
  if (!recovery) return null;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(adminRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(adminRecoveryCodes.adminId, admin.id),
          eq(adminRecoveryCodes.codeHash, hashRecoveryCode(recovery)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    if (!used) return null;
    await recordAudit(tx, {
      ...audit,
      action: 'mfa.recovery_code_used',
      targetType: 'admin',
      targetId: admin.id,
    });
    return 'recovery' as const;
  });
}
