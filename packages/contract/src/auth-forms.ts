import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from './constants';
import { MSG } from './messages';

/**
 * The auth forms' checks of docs/product.md §5, in that order: each form reports only its first
 * failing rule, at its field, so the customer sees the message the spec names. The patterns and
 * texts are the ones the server's body schemas (auth.ts) use; the server validates again.
 */
type Fail = (field: string, message: string) => void;

const failWith =
  (ctx: z.RefinementCtx): Fail =>
  (field, message) =>
    ctx.addIssue({ code: 'custom', path: [field], message });

const requiredIn = <T extends Record<string, string>>(
  values: T,
  labels: Partial<Record<keyof T & string, string>>,
  fail: Fail,
) => {
  for (const [field, label] of Object.entries(labels) as [keyof T & string, string][]) {
    if (values[field]?.trim() === '') {
      fail(field, `${label} is required`);
      return true;
    }
  }
  return false;
};

export const loginForm = z
  .object({ email: z.string(), password: z.string(), rememberMe: z.boolean() })
  .superRefine((values, ctx) => {
    const fail = failWith(ctx);
    if (!EMAIL_PATTERN.test(values.email.trim())) return fail('email', MSG.invalidEmail);
    if (values.password === '') fail('password', 'Password is required');
  });
export type LoginForm = z.infer<typeof loginForm>;

export const registerForm = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    const fail = failWith(ctx);
    // 1. passwords match, 2. e-mail, 3. phone, 4. every field present (docs/product.md §5)
    if (values.password !== values.confirmPassword) return fail('confirmPassword', MSG.passwordsDoNotMatch);
    if (!EMAIL_PATTERN.test(values.email)) return fail('email', MSG.invalidEmail);
    if (!PHONE_PATTERN.test(values.phoneNumber)) return fail('phoneNumber', MSG.invalidPhone);
    requiredIn(
      values,
      {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        phoneNumber: 'Phone number',
        password: 'Password',
        confirmPassword: 'Confirm password',
      },
      fail,
    );
  });
export type RegisterForm = z.infer<typeof registerForm>;

export const forgotPasswordForm = z.object({ email: z.string() }).superRefine((values, ctx) => {
  const fail = failWith(ctx);
  if (values.email.trim() === '') return fail('email', 'Email is required');
  if (!EMAIL_PATTERN.test(values.email.trim())) fail('email', MSG.invalidEmail);
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

export const resetPasswordForm = z
  .object({ newPassword: z.string(), confirmNewPassword: z.string() })
  .superRefine((values, ctx) => {
    const fail = failWith(ctx);
    if (values.newPassword !== values.confirmNewPassword)
      return fail('confirmNewPassword', MSG.passwordsDoNotMatch);
    requiredIn(values, { newPassword: 'New password', confirmNewPassword: 'Confirm new password' }, fail);
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const adminLoginForm = z
  .object({ email: z.string(), password: z.string() })
  .superRefine((values, ctx) => {
    const fail = failWith(ctx);
    if (!EMAIL_PATTERN.test(values.email.trim())) return fail('email', MSG.invalidEmail);
    if (values.password === '') fail('password', 'Password is required');
  });
export type AdminLoginForm = z.infer<typeof adminLoginForm>;

export const adminRegisterForm = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    const fail = failWith(ctx);
    // passwords match first, then the required fields (docs/product.md §5)
    if (values.password !== values.confirmPassword) return fail('confirmPassword', MSG.passwordsDoNotMatch);
    if (
      requiredIn(values, { email: 'Email', password: 'Password', confirmPassword: 'Confirm password' }, fail)
    )
      return;
    if (!EMAIL_PATTERN.test(values.email.trim())) fail('email', MSG.invalidEmail);
  });
export type AdminRegisterForm = z.infer<typeof adminRegisterForm>;
