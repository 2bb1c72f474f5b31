import { type ChangePasswordBody, MSG, PASSWORD_MIN_LENGTH } from '@skylark/contract';
import { KeyRound } from 'lucide-react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button, Card, PasswordInput, StrengthMeter } from '@/components/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/lib/api-client';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };
const FIELDS = new Set<string>(Object.keys(EMPTY));

function NewPasswordStrength({
  control,
  email,
  names,
}: {
  control: Control<ChangePasswordValues>;
  email: string;
  names: string[];
}) {
  return <StrengthMeter password={useWatch({ control, name: 'newPassword' })} email={email} names={names} />;
}

/**
 * Current, new and confirm; signing in elsewhere ends when the password changes. `change` is the
 * customer's or the administrator's request, answering the server's message.
 */
export function ChangePasswordForm({
  email,
  names,
  change,
  className = 'mt-6',
}: {
  email: string;
  names: string[];
  change: UseMutationResult<string, Error, ChangePasswordBody>;
  className?: string;
}) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ defaultValues: EMPTY, reValidateMode: 'onSubmit' });

  const onValid = (values: ChangePasswordValues) => {
    if (values.newPassword !== values.confirmNewPassword) {
      setError('confirmNewPassword', { message: MSG.passwordsDoNotMatch });
      return;
    }
    change.mutate(values, {
      onSuccess: (message) => {
        toast.success(message);
        reset(EMPTY);
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.errors : [];
        for (const { field, message } of fieldErrors) {
          if (FIELDS.has(field)) setError(field as keyof ChangePasswordValues, { message });
        }
        if (fieldErrors.length === 0) toast.error(errorMessage(error, 'Password change failed'));
      },
    });
  };

  return (
    <Card className={className}>
      <h2 className="flex items-center gap-2 text-xl font-semibold text-navy-900">
        <KeyRound className="size-5 text-sky-600" aria-hidden="true" />
        Change password
      </h2>
      <p className="mt-1 text-sm text-navy-500">Changing it signs you out everywhere else.</p>
      <form
        noValidate
        onSubmit={handleSubmit(onValid)}
        className="mt-4 flex flex-col gap-4"
        aria-label="Change password"
      >
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          requiredMark
          error={errors.currentPassword?.message}
          {...register('currentPassword', { required: 'Current password is required' })}
        />
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
        <NewPasswordStrength control={control} email={email} names={names} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          requiredMark
          error={errors.confirmNewPassword?.message}
          {...register('confirmNewPassword', { required: 'Please confirm the new password' })}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" loading={change.isPending}>
            Change Password
          </Button>
        </div>
      </form>
    </Card>
  );
}
