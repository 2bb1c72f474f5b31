import {
  type Admin,
  type MfaEnrolment,
  type MfaStatus,
  REMEMBER_ME_TTL_SECONDS,
  TOKEN_TTL_SECONDS,
  mfaMessages,
} from '@skylark/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminRecoveryCodes, admins, type AdminRow } from '../../db/schema';
import { conflict, forbidden, unauthorized } from '../../lib/errors';
import { recordAudit } from '../audit';
import { markLogin, toAdmin } from '../auth';
import { openChallenge, spendChallenge } from '../auth';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, otpauthUrl } from './totp';
import { asAdmin, verifySecondFactor } from './verify';
import type { LoginClient } from '../../lib/login-client';
import type { SecretBox } from '../../lib/secret-box';

type Sign = (sub: string, role: 'admin', ttlSeconds: number, issuedAtMs?: number) => string;

const freshAdmin = async (db: Db, id: string): Promise<AdminRow> => {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  if (!row) throw unauthorized('Your account no longer exists', 'ACCOUNT_DELETED');
  return row;
};

export async function mfaStatus(db: Db, admin: AdminRow, required: boolean): Promise<MfaStatus> {
  const [left] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, admin.id), isNull(adminRecoveryCodes.usedAt)));
  return { enabled: Boolean(admin.mfaEnabledAt), required, recoveryCodesLeft: left?.n ?? 0 };
}

/** A new secret, kept pending until a code from it confirms the enrolment. */
export async function startEnrolment(db: Db, box: SecretBox, admin: AdminRow): Promise<MfaEnrolment> {
  if (admin.mfaEnabledAt) throw conflict(mfaMessages.alreadyEnabled, 'MFA_ALREADY_ON');
  const secret = newTotpSecret();
  await db
    .update(admins)
    .set({ mfaPendingSecret: box.seal(secret), updatedAt: new Date() })
    .where(eq(admins.id, admin.id));
  return { secret, otpauthUrl: otpauthUrl(secret, admin.email) };
}

/** A valid code from the pending secret turns MFA on and hands out fresh recovery codes, once. */
/**
 * Enrolling ends every older session of the administrator (tokensValidAfter moves forward); the
 * answer's `endedAt` lets the caller issue this session's fresh token after it.
 */
export async function confirmEnrolment(
  db: Db,
  box: SecretBox,
  adminId: string,
  code: string,
  client: LoginClient,
  wrongCodeStatus: 400 | 401 = 400,
): Promise<{ recoveryCodes: string[]; endedAt: Date }> {
  const admin = await freshAdmin(db, adminId);
  if (admin.mfaEnabledAt) throw conflict(mfaMessages.alreadyEnabled, 'MFA_ALREADY_ON');
  if (!admin.mfaPendingSecret) throw conflict(mfaMessages.noPendingEnrolment, 'MFA_NOT_PENDING');
  const secret = admin.mfaPendingSecret;
  await verifySecondFactor(db, admin, code, { secret, box, allowRecovery: false, wrongCodeStatus }, client);
  const codes = newRecoveryCodes();
  const endedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({
        mfaSecret: secret,
        mfaPendingSecret: null,
        mfaEnabledAt: endedAt,
        tokensValidAfter: endedAt,
        updatedAt: endedAt,
      })
      .where(eq(admins.id, admin.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await tx
      .insert(adminRecoveryCodes)
      .values(
        codes.map((c) => ({ adminId: admin.id, codeHash: hashRecoveryCode(normalizeRecoveryCode(c)!) })),
      );
    await recordAudit(tx, {
      ...asAdmin(admin, client.ip),
      action: 'mfa.enrol',
      targetType: 'admin',
      targetId: admin.id,
      before: { mfaEnabled: false },
      after: { mfaEnabled: true, recoveryCodes: codes.length },
    });
  });
  return { recoveryCodes: codes, endedAt };
}

/** Turns MFA off with a current code from the authenticator app. */
export async function disableMfa(
  db: Db,
  box: SecretBox,
  adminId: string,
  code: string,
  client: LoginClient,
  required: boolean,
): Promise<void> {
  if (required) throw forbidden(mfaMessages.requiredCannotDisable);
  const admin = await freshAdmin(db, adminId);
  if (!admin.mfaEnabledAt || !admin.mfaSecret) throw conflict(mfaMessages.notEnabled, 'MFA_NOT_ON');
  await verifySecondFactor(
    db,
    admin,
    code,
    { secret: admin.mfaSecret, box, allowRecovery: false, wrongCodeStatus: 400 },
    client,
  );
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({
        mfaSecret: null,
        mfaPendingSecret: null,
        mfaEnabledAt: null,
        mfaLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(admins.id, admin.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await recordAudit(tx, {
      ...asAdmin(admin, client.ip),
      action: 'mfa.disable',
      targetType: 'admin',
      targetId: admin.id,
      before: { mfaEnabled: true },
      after: { mfaEnabled: false },
    });
  });
}

const tokenFor = (sign: Sign, admin: AdminRow, rememberMe: boolean, issuedAtMs?: number) =>
  sign(admin.id, 'admin', rememberMe ? REMEMBER_ME_TTL_SECONDS : TOKEN_TTL_SECONDS, issuedAtMs);

async function spend(db: Db, challengeHash: string) {
  if (!(await spendChallenge(db, challengeHash))) throw unauthorized(mfaMessages.invalidChallenge);
}

/** The second login step: the challenge of a correct password and a code (or a recovery code). */
export async function loginWithCode(
  db: Db,
  box: SecretBox,
  challenge: string,
  code: string,
  client: LoginClient,
  sign: Sign,
): Promise<{ token: string; admin: Admin }> {
  const open = await openChallenge(db, challenge, 'code');
  if (!open.admin.mfaSecret) throw unauthorized(mfaMessages.invalidChallenge);
  await verifySecondFactor(
    db,
    open.admin,
    code,
    { secret: open.admin.mfaSecret, box, allowRecovery: true, wrongCodeStatus: 401 },
    client,
  );
  await spend(db, open.challengeHash);
  await markLogin(db, open.admin.id);
  // a fresh token is valid even when issued in the very millisecond older sessions ended
  const token = tokenFor(sign, open.admin, open.rememberMe, open.admin.tokensValidAfter.getTime() + 1);
  return { token, admin: toAdmin(open.admin) };
}

/** ADMIN_MFA=required, first login: the enrolment an administrator must finish before any token. */
export async function startEnrolmentByChallenge(
  db: Db,
  box: SecretBox,
  challenge: string,
): Promise<MfaEnrolment> {
  const open = await openChallenge(db, challenge, 'enrol');
  return startEnrolment(db, box, open.admin);
}

export async function confirmEnrolmentByChallenge(
  db: Db,
  box: SecretBox,
  challenge: string,
  code: string,
  client: LoginClient,
  sign: Sign,
): Promise<{ token: string; admin: Admin; recoveryCodes: string[] }> {
  const open = await openChallenge(db, challenge, 'enrol');
  const { recoveryCodes, endedAt } = await confirmEnrolment(db, box, open.admin.id, code, client, 401);
  await spend(db, open.challengeHash);
  await markLogin(db, open.admin.id);
  const token = tokenFor(sign, open.admin, open.rememberMe, endedAt.getTime() + 1);
  return { token, admin: toAdmin(open.admin), recoveryCodes };
}
