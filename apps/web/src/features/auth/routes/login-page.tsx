import { loginForm, type LoginForm } from '@skylark/contract';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Checkbox, Form, Input, PasswordInput, useSchemaForm, usePageTitle } from '@/components/ui';
import { useLoginUser } from '@/features/auth/api/login-user';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginErrorNote } from '@/features/auth/components/login-error-note';
import { useLoginToasts } from '@/features/auth/login-toast';
import { returnPath, returnReason } from '@/lib/return-path';

export default function LoginPage() {
  const toast = useToast();
  const { showFormError, showLoginError } = useLoginToasts();
  const { t, i18n } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
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
          // in the account's language, which signing in may have just shown
          toast.success(i18n.t('login.success', { ns: 'auth' }));
          void navigate(returnPath(location.state, '/'), { replace: true });
        },
        onError: (error) => showLoginError(error, t('login.failed')),
      },
    );

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      icon={<LogIn className="size-6" aria-hidden="true" />}
      footer={
        <>
          {t('login.newToSkylark')}{' '}
          <Link
            to="/register"
            state={location.state}
            className="font-semibold text-sky-700 hover:text-sky-800"
          >
            {t('login.createAccount')}
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
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          requiredMark
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          requiredMark
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-3">
          <Checkbox label={t('login.rememberMe')} {...register('rememberMe')} />
          <Link to="/forgot-password" className="text-sm font-medium text-sky-700 hover:text-sky-800">
            {t('login.forgotPassword')}
          </Link>
        </div>
        <LoginErrorNote error={login.error} fallback={t('login.failed')} />
        <Button type="submit" size="lg" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
