import { resetPasswordForm, type ResetPasswordForm } from '@skylark/contract';
import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, Form, PasswordInput, StrengthMeter, useSchemaForm, usePageTitle } from '@/components/ui';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useLoginToasts } from '@/features/auth/login-toast';

function NewPasswordStrength({ control }: { control: Control<ResetPasswordForm> }) {
  return <StrengthMeter password={useWatch({ control, name: 'newPassword' })} />;
}

export default function ResetPasswordPage() {
  const toast = useToast();
  const { showFormError } = useLoginToasts();
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useSchemaForm({
    schema: resetPasswordForm,
    reValidateMode: 'onSubmit',
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (!token) toast.error(t('reset.invalidLink'), { id: 'invalid-reset-link' });
  }, [token, t, toast]);

  if (!token) return <Navigate to="/forgot-password" replace />;

  const onValid = (values: ResetPasswordForm) =>
    reset.mutate(
      { token, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword },
      {
        onSuccess: () => {
          toast.success(t('reset.success'));
          void navigate('/login', { replace: true });
        },
        onError: (error) => toast.error(form.showServerError(error, t('reset.failed')).message),
      },
    );

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      icon={<LockKeyhole className="size-6" aria-hidden="true" />}
    >
      <Form
        form={form}
        onValid={onValid}
        onInvalid={(first) => first && showFormError(first.message)}
        className="flex flex-col gap-4"
      >
        <PasswordInput
          label={t('fields.newPassword')}
          autoComplete="new-password"
          requiredMark
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <NewPasswordStrength control={control} />
        <PasswordInput
          label={t('fields.confirmNewPassword')}
          autoComplete="new-password"
          requiredMark
          error={errors.confirmNewPassword?.message}
          {...register('confirmNewPassword')}
        />
        <Button type="submit" size="lg" block loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
