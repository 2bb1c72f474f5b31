import { z } from 'zod';
import {
  ADMIN_ROLES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  USER_STATUSES,
} from './constants';
import { LANGUAGES } from './languages';
import { languageSchema } from './language-schema';
import { MSG } from './messages';
import { isPlainLine, unsafeTextMessage } from './plain-text';

/** Lengths first, aborting, so the pattern only ever sees at most 254 characters. */
export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, { message: 'Email is required', abort: true })
  .max(EMAIL_MAX_LENGTH, { message: 'Email is too long', abort: true })
  .regex(EMAIL_PATTERN, MSG.invalidEmail)
  .transform((value) => value.toLowerCase());
const email = emailSchema;
const password = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password is too long');
/** The rule of every new password (its strength is judged by password-strength.ts). */
export const newPasswordSchema = password;
const name = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`)
    .refine(isPlainLine, unsafeTextMessage(label));

export const registerBody = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  phoneNumber: z
    .string({ message: 'Phone number is required' })
    .trim()
    .max(11, { message: MSG.invalidPhone, abort: true })
    .regex(PHONE_PATTERN, MSG.invalidPhone),
  password,
  confirmPassword: z.string().optional(),
  /** the language of the account's e-mails and documents; else the request's (docs/product.md#1418-languages-of-e-mails-and-documents) */
  language: languageSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

/** PATCH /user/profile: the three editable fields, with the registration rules (docs/product.md#23-visitor-and-customer-screens). */
export const profileBody = registerBody.pick({ firstName: true, lastName: true, phoneNumber: true }).extend({
  /** additive: the language of the account's e-mails and documents, unchanged when left out */
  language: languageSchema.optional(),
});
export type ProfileBody = z.input<typeof profileBody>;

export const loginBody = z.object({
  email,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z.object({
  token: z.string({ message: MSG.invalidResetLink }).min(1, MSG.invalidResetLink).max(200),
  newPassword: password,
  confirmNewPassword: z.string().optional(),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const changePasswordBody = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200),
  newPassword: password,
  confirmNewPassword: z.string().max(200).optional(),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
/** A fresh token for this session: changing the password ends every other session. */
export const changePasswordData = z.object({ token: z.string() });
export type ChangePasswordData = z.infer<typeof changePasswordData>;

export const adminRegisterBody = z.object({
  email,
  password,
  firstName: z.string().trim().max(100).refine(isPlainLine, unsafeTextMessage('First name')).optional(),
  lastName: z.string().trim().max(100).refine(isPlainLine, unsafeTextMessage('Last name')).optional(),
});
export type AdminRegisterBody = z.input<typeof adminRegisterBody>;
export const adminLoginBody = loginBody;

/** A customer as every call answers it: never a password hash. */
export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  status: z.enum(USER_STATUSES),
  role: z.literal('user'),
  /** the language of the account's e-mails and documents (docs/product.md#1418-languages-of-e-mails-and-documents) */
  language: z.enum(LANGUAGES).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const adminSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.literal('admin'),
  /** admin or agent (docs/product.md#121-roles-and-the-team) */
  teamRole: z.enum(ADMIN_ROLES),
  createdAt: z.string(),
});
export type Admin = z.infer<typeof adminSchema>;

export const userLoginData = z.object({ token: z.string(), user: userSchema });
export const adminLoginData = z.object({ token: z.string(), admin: adminSchema });

/** Texts of sessions and passwords beyond the spec (decisions: logout revokes, strong passwords). */
export const authMessages = {
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Password changed successfully',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordContainsEmail: 'Password must not contain your email address',
  weakPassword: 'This password is too easy to guess',
  tooManyLoginAttempts: 'Too many failed login attempts. Please try again later.',
} as const;
