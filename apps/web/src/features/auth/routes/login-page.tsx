import { loginForm, type LoginForm, MSG } from '@skylark/contract';
import { LogIn } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Checkbox, Form, Input, PasswordInput, useSchemaForm, usePageTitle } from '@/components/ui';
import { useLoginUser } from '@/features/auth/api/login-user';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginErrorNote } from '@/features/auth/components/login-error-note';
import { showFormError, showLoginError } from '@/features/auth/login-toast';
import { returnPath, returnReason } from '@/lib/return-path';

export default function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginUser();
  const reason = returnReason(location.state);
  const form = useSchemaForm({
    schema: loginForm,
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onValid = (values: LoginForm) =>
    login.mutate(
      { email: values.email.trim(), password: values.password, rememberMe: values.rememberMe },
      {
        onSuccess: () => {
          toast.success(MSG.loginSuccessful);
          void navigate(returnPath(location.state, '/'), { replace: true });
        },
        onError: (error) => showLoginError(error, MSG.loginFailed),
      },
    );

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to manage your bookings and fly with Skylark."
      icon={<LogIn className="size-6" aria-hidden="true" />}
      footer={
        <>
          New to Skylark?{' '}
          <Link
            to="/register"
            state={location.state}
            className="font-semibold text-sky-700 hover:text-sky-800"
          >
            Create an account
          </Link>
        </>
      }
    >
      {reason && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-navy-800"
        >
          {reason}
        </p>
      )}
      <Form
        form={form}
        onValid={onValid}
        onInvalid={(first) => first && showFormError(first.message)}
        className="flex flex-col gap-4"
      >
        <Input
          label="Email"
          type="email"
          autoComplete="email"
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
        <div className="flex items-center justify-between gap-3">
          <Checkbox label="Remember me" {...register('rememberMe')} />
          <Link to="/forgot-password" className="text-sm font-medium text-sky-700 hover:text-sky-800">
            Forgot password?
          </Link>
        </div>
        <LoginErrorNote error={login.error} fallback={MSG.loginFailed} />
        <Button type="submit" size="lg" block loading={login.isPending}>
          Login
        </Button>
      </Form>
    </AuthCard>
  );
}
