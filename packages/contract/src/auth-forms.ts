import { z } from 'zod';
import {
  adminLoginBody,
  adminRegisterBody,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from './auth';
import { EMAIL_PATTERN, PHONE_PATTERN } from './constants';
import { MSG } from './messages';

/**
 * The account forms of docs/product.md#5-validation-rules: each holds the text its fields hold and is checked by the
 * spec's rules in the spec's order, then by the body schema's own rule for each field (the server
 * checks the body again). Every problem is marked at its field at once, one per field; the first
 * issue is the spec's first failing rule.
 */
type Mark = (field: string, message: string) => void;
type Text<K extends string> = Record<K, z.ZodString>;

const text = <K extends string>(...fields: K[]) =>
  Object.fromEntries(fields.map((field) => [field, z.string()])) as Text<K>;

const checkedForm = <F extends z.ZodRawShape>(
  held: z.ZodObject<F>,
  bodyRules: Partial<Record<keyof F, z.ZodType>>,
  rules: (values: z.output<z.ZodObject<F>>, mark: Mark, checkBody: () => void) => void = () => {},
) =>
  held.superRefine((values, ctx) => {
    const marked = new Set<string>();
    const mark: Mark = (field, message) => {
      if (marked.has(field)) return;
      marked.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    let bodyChecked = false;
    const checkBody = () => {
      if (bodyChecked) return;
      bodyChecked = true;
      for (const field of Object.keys(held.shape)) {
        const issue = bodyRules[field]?.safeParse(values[field as keyof typeof values]).error?.issues[0];
        if (issue) mark(field, issue.message);
      }
    };
    rules(values, mark, checkBody);
    checkBody();
  });

/** Marks each blank field of `labels`, in their order, as "<label> is required". */
const requireAll = <T extends Record<string, unknown>>(
  values: T,
  labels: Partial<Record<keyof T & string, string>>,
  mark: Mark,
) => {
  for (const [field, label] of Object.entries(labels) as [keyof T & string, string][]) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() === '') mark(field, `${label} is required`);
  }
};

export const loginForm = checkedForm(
  loginBody.extend({ ...text('email', 'password'), rememberMe: z.boolean() }),
  loginBody.shape,
  (values, mark) => {
    if (!EMAIL_PATTERN.test(values.email.trim())) mark('email', MSG.invalidEmail);
  },
);
export type LoginForm = z.infer<typeof loginForm>;

export const registerForm = checkedForm(
  registerBody.extend(text('firstName', 'lastName', 'email', 'phoneNumber', 'password', 'confirmPassword')),
  registerBody.shape,
  (values, mark) => {
    // 1. passwords match, 2. e-mail, 3. phone, 4. every field present (docs/product.md#5-validation-rules)
    if (values.password !== values.confirmPassword) mark('confirmPassword', MSG.passwordsDoNotMatch);
    if (!EMAIL_PATTERN.test(values.email)) mark('email', MSG.invalidEmail);
    if (!PHONE_PATTERN.test(values.phoneNumber)) mark('phoneNumber', MSG.invalidPhone);
    requireAll(
      values,
      {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        phoneNumber: 'Phone number',
        password: 'Password',
        confirmPassword: 'Confirm password',
      },
      mark,
    );
  },
);
export type RegisterForm = z.infer<typeof registerForm>;

export const forgotPasswordForm = checkedForm(
  forgotPasswordBody.extend(text('email')),
  forgotPasswordBody.shape,
);
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

export const resetPasswordForm = checkedForm(
  resetPasswordBody.omit({ token: true }).extend(text('newPassword', 'confirmNewPassword')),
  resetPasswordBody.shape,
  (values, mark) => {
    if (values.newPassword !== values.confirmNewPassword) mark('confirmNewPassword', MSG.passwordsDoNotMatch);
    requireAll(values, { newPassword: 'New password', confirmNewPassword: 'Confirm new password' }, mark);
  },
);
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const adminLoginForm = checkedForm(
  adminLoginBody.omit({ rememberMe: true }).extend(text('email', 'password')),
  adminLoginBody.shape,
  (values, mark) => {
    if (!EMAIL_PATTERN.test(values.email.trim())) mark('email', MSG.invalidEmail);
  },
);
export type AdminLoginForm = z.infer<typeof adminLoginForm>;

export const adminRegisterForm = checkedForm(
  adminRegisterBody.extend(text('firstName', 'lastName', 'email', 'password', 'confirmPassword')),
  adminRegisterBody.shape,
  (values, mark) => {
    // passwords match first, then the required fields (docs/product.md#5-validation-rules)
    if (values.password !== values.confirmPassword) mark('confirmPassword', MSG.passwordsDoNotMatch);
    requireAll(values, { email: 'Email', password: 'Password', confirmPassword: 'Confirm password' }, mark);
    if (!EMAIL_PATTERN.test(values.email.trim())) mark('email', MSG.invalidEmail);
  },
);
export type AdminRegisterForm = z.infer<typeof adminRegisterForm>;

/** A new password and its confirmation: each present, the new one by the body's rule, then the two equal. */
const newPasswordRules = (
  values: { newPassword: string; confirmNewPassword: string },
  mark: Mark,
  checkBody: () => void,
) => {
  if (values.newPassword === '') mark('newPassword', 'Password is required');
  if (values.confirmNewPassword === '') mark('confirmNewPassword', MSG.confirmTheNewPassword);
  checkBody();
  if (values.newPassword !== values.confirmNewPassword) mark('confirmNewPassword', MSG.passwordsDoNotMatch);
};

export const changePasswordForm = checkedForm(
  changePasswordBody.extend(text('currentPassword', 'newPassword', 'confirmNewPassword')),
  changePasswordBody.shape,
  (values, mark, checkBody) => {
    requireAll(values, { currentPassword: 'Current password' }, mark);
    newPasswordRules(values, mark, checkBody);
  },
);
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** A temporary password replaced at sign-in (docs/product.md#121-roles-and-the-team): the change without the current one. */
export const newPasswordForm = checkedForm(
  changePasswordBody.omit({ currentPassword: true }).extend(text('newPassword', 'confirmNewPassword')),
  changePasswordBody.shape,
  newPasswordRules,
);
export type NewPasswordForm = z.infer<typeof newPasswordForm>;
