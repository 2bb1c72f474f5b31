import { MSG, resetPasswordForm, type ResetPasswordForm } from '@skylark/contract';
import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, Form, PasswordInput, StrengthMeter, useSchemaForm, usePageTitle } from '@/components/ui';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import { showFormError } from '@/features/auth/login-toast';

function NewPasswordStrength({ control }: { control: Control<ResetPasswordForm> }) {
  return <StrengthMeter password={useWatch({ control, name: 'newPassword' })} />;
}

export default function ResetPasswordPage() {
  usePageTitle('Reset password');
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
    if (!token) toast.error(MSG.invalidResetLink, { id: 'invalid-reset-link' });
  }, [token]);

  if (!token) return <Navigate to="/forgot-password" replace />;

  const onValid = (values: ResetPasswordForm) =>
    reset.mutate(
      { token, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword },
      {
        onSuccess: () => {
          toast.success(MSG.passwordResetSuccessful);
          void navigate('/login', { replace: true });
        },
        onError: (error) => toast.error(form.showServerError(error, MSG.resetFailed).message),
      },
    );

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Use at least 8 characters. You will log in with it from now on."
      icon={<LockKeyhole className="size-6" aria-hidden="true" />}
    >
      <Form
        form={form}
        onValid={onValid}
        onInvalid={(first) => first && showFormError(first.message)}
        className="flex flex-col gap-4"
      >
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          requiredMark
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <NewPasswordStrength control={control} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          requiredMark
          error={errors.confirmNewPassword?.message}
          {...register('confirmNewPassword')}
        />
        <Button type="submit" size="lg" block loading={reset.isPending}>
          Reset Password
        </Button>
      </Form>
    </AuthCard>
  );
}
