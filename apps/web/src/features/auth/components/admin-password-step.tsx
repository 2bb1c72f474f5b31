import { MSG, PASSWORD_MIN_LENGTH, mfaMessages } from '@skylark/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Button, PasswordInput, StrengthMeter } from '@/components/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { AdminLoginAnswer } from '@/features/auth/api/login-admin';
import { useReplaceTemporaryPassword } from '@/features/auth/api/replace-temporary-password';

interface Values {
  newPassword: string;
  confirmNewPassword: string;
}

/** A temporary password set on the Team screen: a new one before anything else (docs/product.md §12.1). */
export function AdminPasswordStep({
  challenge,
  email,
  onAnswer,
  onBack,
}: {
  challenge: string;
  email: string;
  onAnswer: (answer: AdminLoginAnswer) => void;
  onBack: () => void;
}) {
  const replace = useReplaceTemporaryPassword();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const password = useWatch({ control, name: 'newPassword' });

  const onValid = (values: Values) => {
    if (values.newPassword !== values.confirmNewPassword) {
      setError('confirmNewPassword', { message: MSG.passwordsDoNotMatch });
      return;
    }
    replace.mutate(
      { challenge, ...values },
      {
        onSuccess: onAnswer,
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.errors : [];
          for (const { field, message } of fieldErrors) {
            if (field === 'newPassword' || field === 'confirmNewPassword') setError(field, { message });
          }
          if (fieldErrors.length === 0) toast.error(errorMessage(error, MSG.loginFailed));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
      aria-label="Choose a new password"
    >
      <p className="text-sm text-navy-600">{mfaMessages.passwordChangeNeeded}.</p>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        requiredMark
        error={errors.newPassword?.message}
        {...register('newPassword', {
          required: 'Password is required',
          minLength: {
            value: PASSWORD_MIN_LENGTH,
            message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
          },
        })}
      />
      <StrengthMeter password={password} email={email} names={[]} />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        requiredMark
        error={errors.confirmNewPassword?.message}
        {...register('confirmNewPassword', { required: 'Please confirm the new password' })}
      />
      <Button type="submit" variant="secondary" size="lg" block loading={replace.isPending}>
        Save and continue
      </Button>
      <Button type="button" variant="ghost" block onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
