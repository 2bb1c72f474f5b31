import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, resetPasswordForm, type ResetPasswordForm } from '@skylark/contract';
import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, PasswordInput, StrengthMeter, usePageTitle } from '@/components/ui';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import { firstErrorMessage } from '@/features/auth/first-error';
import { showFormError } from '@/features/auth/login-toast';
import { applyServerErrors } from '@/lib/form-errors';

function NewPasswordStrength({ control }: { control: Control<ResetPasswordForm> }) {
  return <StrengthMeter password={useWatch({ control, name: 'newPassword' })} />;
}

export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    reValidateMode: 'onSubmit',
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });

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
        onError: (error) =>
          toast.error(
            applyServerErrors(error, MSG.resetFailed, ['newPassword', 'confirmNewPassword'], setError),
          ),
      },
    );
  const onInvalid = (invalid: FieldErrors<ResetPasswordForm>) => {
    const message = firstErrorMessage(invalid);
    if (message) showFormError(message);
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Use at least 8 characters. You will log in with it from now on."
      icon={<LockKeyhole className="size-6" aria-hidden="true" />}
    >
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
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
      </form>
    </AuthCard>
  );
}
