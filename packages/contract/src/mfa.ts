import { z } from 'zod';
import { adminSchema, newPasswordSchema } from './auth';

export const ADMIN_MFA_MODES = ['optional', 'required'] as const;
export type AdminMfaMode = (typeof ADMIN_MFA_MODES)[number];

/** Single-use recovery codes handed out at enrolment. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the challenge between the password step and the code step stays valid. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60_000;

export const mfaMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  loginNeedsCode: 'Enter the code from your authenticator app',
  enrolmentNeeded: 'Two-factor authentication is required: set it up to continue',
  invalidCode: 'The authentication code is not valid',
  invalidChallenge: 'Your sign-in step has expired. Please log in again.',
  tooManyCodes: 'Too many wrong codes. Please try again in a minute.',
  alreadyEnabled: 'Two-factor authentication is already on',
  notEnabled: 'Two-factor authentication is not on',
  noPendingEnrolment: 'Start the set-up again: no enrolment is in progress',
  enrolmentStarted: 'Scan the QR code, then enter a code to confirm',
  enabled: 'Two-factor authentication is on',
  disabled: 'Two-factor authentication is off',
  requiredCannotDisable: 'Two-factor authentication is required for administrators',
  status: 'Two-factor status retrieved',
  passwordChangeNeeded: 'Your password is temporary: choose a new one to continue',
  samePassword: 'Choose a password different from the temporary one',
} as const;

/** A 6-digit TOTP code, or a recovery code (xxxxx-xxxxx). Spaces are ignored. */
export const mfaCode = z
  .string({ message: mfaMessages.codeRequired })
  .max(40, mfaMessages.invalidCode)
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().min(1, mfaMessages.codeRequired));

const challenge = z
  .string({ message: mfaMessages.invalidChallenge })
  .min(1, mfaMessages.invalidChallenge)
  .max(200);

/** POST /admin/login/mfa */
export const mfaLoginBody = z.object({ challenge, code: mfaCode });
/** POST /admin/login/mfa/enrolment (ADMIN_MFA=required, first login) */
export const mfaChallengeBody = z.object({ challenge });
/** POST /admin/login/mfa/enrolment/confirm */
export const mfaChallengeCodeBody = z.object({ challenge, code: mfaCode });
/** POST /admin/login/password: a temporary password replaced at the first login */
export const passwordStepBody = z.object({
  challenge,
  newPassword: newPasswordSchema,
  confirmNewPassword: z.string().max(200).optional(),
});
export type PasswordStepBody = z.input<typeof passwordStepBody>;
/** POST /admin/mfa/enrolment/confirm and /admin/mfa/disable */
export const mfaCodeBody = z.object({ code: mfaCode });

/** The answer of POST /admin/login when a second step follows. */
export const mfaStepData = z.object({
  mfaRequired: z.literal(true),
  /**
   * "password": replace a temporary password first; "code": enter a code; "enrol": set up
   * two-factor first (ADMIN_MFA=required)
   */
  step: z.enum(['password', 'code', 'enrol']),
  challenge: z.string(),
});
export type MfaStep = z.infer<typeof mfaStepData>;

export const mfaEnrolmentData = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type MfaEnrolment = z.infer<typeof mfaEnrolmentData>;

/** Enrolling ends every older session: `token` is this session's fresh one. */
export const mfaRecoveryCodesData = z.object({
  recoveryCodes: z.array(z.string()),
  token: z.string().optional(),
});
export const mfaEnrolledLoginData = z.object({
  token: z.string(),
  admin: adminSchema,
  recoveryCodes: z.array(z.string()),
});

export const mfaStatusData = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusData>;
