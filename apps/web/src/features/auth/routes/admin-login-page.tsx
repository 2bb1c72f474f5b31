import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginForm, type AdminLoginForm, MSG } from '@skylark/contract';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Input, PasswordInput, usePageTitle } from '@/components/ui';
import { returnPath } from '@/lib/return-path';
import { isMfaStep, useLoginAdmin } from '@/features/auth/api/login-admin';
import { useLoginAdminCode } from '@/features/auth/api/login-admin-code';
import { AdminAuthShell } from '@/features/auth/components/admin-auth-shell';
import { AdminCodeStep } from '@/features/auth/components/admin-code-step';
import { AdminEnrolStep } from '@/features/auth/components/admin-enrol-step';
import { firstErrorMessage } from '@/features/auth/first-error';
import { showFormError, showLoginError } from '@/features/auth/login-toast';

export default function AdminLoginPage() {
  usePageTitle('Admin Login');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginAdmin();
  const loginCode = useLoginAdminCode();
  const [step, setStep] = useState<{ kind: 'code' | 'enrol'; challenge: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginForm>({
    resolver: zodResolver(adminLoginForm),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });

  const onValid = (values: AdminLoginForm) =>
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (answer) => {
          if (isMfaStep(answer)) setStep({ kind: answer.step, challenge: answer.challenge });
          else signedIn();
        },
        onError: (error) => showLoginError(error, MSG.loginFailed),
      },
    );
  const signedIn = () => {
    toast.success(MSG.loginSuccessful);
    const target = returnPath(location.state, '/admin/dashboard');
    void navigate(target.startsWith('/admin/') ? target : '/admin/dashboard', { replace: true });
  };
  const submitCode = (code: string) => {
    if (!step) return;
    loginCode.mutate(
      { challenge: step.challenge, code },
      { onSuccess: signedIn, onError: (error) => showLoginError(error, MSG.loginFailed) },
    );
  };
  const back = () => setStep(null);

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
  const onInvalid = (invalid: FieldErrors<AdminLoginForm>) => {
    const message = firstErrorMessage(invalid);
    if (message) showFormError(message);
  };

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
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
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
        <Button type="submit" variant="secondary" size="lg" block loading={login.isPending}>
          Login to Admin Panel
        </Button>
      </form>
    </AdminAuthShell>
  );
}
