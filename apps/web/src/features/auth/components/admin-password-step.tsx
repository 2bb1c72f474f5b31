import {
  MSG,
  PASSWORD_MIN_LENGTH,
  mfaMessages,
  newPasswordForm,
  type NewPasswordForm,
} from '@skylark/contract';
import { useWatch } from 'react-hook-form';
import { Button, Form, PasswordInput, StrengthMeter, useSchemaForm } from '@/components/ui';
import { useToast } from '@/lib/toast';
import type { AdminLoginAnswer } from '@/features/auth/api/login-admin';
import { useReplaceTemporaryPassword } from '@/features/auth/api/replace-temporary-password';

/** A temporary password set on the Team screen: a new one before anything else (docs/product.md#121-roles-and-the-team). */
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
  const toast = useToast();
  const replace = useReplaceTemporaryPassword();
  const form = useSchemaForm({
    schema: newPasswordForm,
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const password = useWatch({ control, name: 'newPassword' });

  const onValid = (values: NewPasswordForm) =>
    replace.mutate(
      { challenge, ...values },
      {
        onSuccess: onAnswer,
        onError: (error) => {
          const problem = form.showServerError(error, MSG.loginFailed);
          if (!problem.marked) toast.error(problem.message);
        },
      },
    );

  return (
    <Form form={form} onValid={onValid} className="flex flex-col gap-4" aria-label="Choose a new password">
      <p className="text-sm text-navy-600">{mfaMessages.passwordChangeNeeded}.</p>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        requiredMark
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <StrengthMeter password={password} email={email} names={[]} />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        requiredMark
        error={errors.confirmNewPassword?.message}
        {...register('confirmNewPassword')}
      />
      <Button type="submit" variant="secondary" size="lg" block loading={replace.isPending}>
        Save and continue
      </Button>
      <Button type="button" variant="ghost" block onClick={onBack}>
        Back to sign in
      </Button>
    </Form>
  );
}
