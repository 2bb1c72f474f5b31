import { adminLoginForm, type AdminLoginForm, MSG, type MfaStep } from '@skylark/contract';
import { useState } from 'react';
import { useToast } from '@/lib/toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Form, Input, PasswordInput, useSchemaForm, usePageTitle } from '@/components/ui';
import { returnPath } from '@/lib/return-path';
import { type AdminLoginAnswer, isMfaStep, useLoginAdmin } from '@/features/auth/api/login-admin';
import { AdminPasswordStep } from '@/features/auth/components/admin-password-step';
import { adminHome, getAdminSession } from '@/lib/session';
import { useLoginAdminCode } from '@/features/auth/api/login-admin-code';
import { AdminAuthShell } from '@/features/auth/components/admin-auth-shell';
import { AdminCodeStep } from '@/features/auth/components/admin-code-step';
import { AdminEnrolStep } from '@/features/auth/components/admin-enrol-step';
import { useLoginToasts } from '@/features/auth/login-toast';
import { LoginErrorNote } from '@/features/auth/components/login-error-note';

export default function AdminLoginPage() {
  const toast = useToast();
  const { showFormError, showLoginError } = useLoginToasts();
  usePageTitle('Admin Login');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginAdmin();
  const loginCode = useLoginAdminCode();
  const [step, setStep] = useState<{ kind: MfaStep['step']; challenge: string } | null>(null);
  const [email, setEmail] = useState('');
  const form = useSchemaForm({
    schema: adminLoginForm,
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onAnswer = (answer: AdminLoginAnswer) => {
    if (isMfaStep(answer)) setStep({ kind: answer.step, challenge: answer.challenge });
    else signedIn();
  };
  const onValid = (values: AdminLoginForm) => {
    setEmail(values.email.trim());
    login.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: onAnswer, onError: (error) => showLoginError(error, MSG.loginFailed) },
    );
  };
  const signedIn = () => {
    toast.success(MSG.loginSuccessful);
    // an agent lands on the bookings desk, an administrator on the dashboard (docs/product.md#121-roles-and-the-team)
    const home = adminHome(getAdminSession().admin);
    const target = returnPath(location.state, home);
    void navigate(target.startsWith('/admin/') ? target : home, { replace: true });
  };
  const submitCode = (code: string) => {
    if (!step) return;
    loginCode.mutate(
      { challenge: step.challenge, code },
      { onSuccess: signedIn, onError: (error) => showLoginError(error, MSG.loginFailed) },
    );
  };
  const back = () => setStep(null);

  if (step?.kind === 'password') {
    return (
      <AdminAuthShell title="Choose your password" subtitle="A colleague set a temporary password for you.">
        <AdminPasswordStep challenge={step.challenge} email={email} onAnswer={onAnswer} onBack={back} />
      </AdminAuthShell>
    );
  }
  if (step) {
    return (
      <AdminAuthShell
        title={step.kind === 'code' ? 'Two-factor check' : 'Set up two-factor'}
        subtitle={
          step.kind === 'code'
            ? 'One more step to reach the Admin Panel.'
            : 'Administrators sign in with a password and an authenticator app.'
        }
      >
        {step.kind === 'code' ? (
          <AdminCodeStep pending={loginCode.isPending} onSubmit={submitCode} onBack={back} />
        ) : (
          <AdminEnrolStep challenge={step.challenge} onSignedIn={signedIn} onBack={back} />
        )}
      </AdminAuthShell>
    );
  }

  return (
    <AdminAuthShell
      title="Admin Panel"
      subtitle="Sign in to manage flights, bookings and customers."
      footer={
        <>
          Need an administrator account?{' '}
          <Link to="/admin/register" className="font-semibold text-sky-300 hover:text-white">
            Register
          </Link>
        </>
      }
    >
      <Form
        form={form}
        onValid={onValid}
        onInvalid={(first) => first && showFormError(first.message)}
        className="flex flex-col gap-4"
      >
        <Input
          label="Email"
          type="email"
          autoComplete="username"
          requiredMark
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          requiredMark
          error={errors.password?.message}
          {...register('password')}
        />
        <LoginErrorNote error={login.error} fallback={MSG.loginFailed} />
        <Button type="submit" variant="secondary" size="lg" block loading={login.isPending}>
          Login to Admin Panel
        </Button>
      </Form>
    </AdminAuthShell>
  );
}
