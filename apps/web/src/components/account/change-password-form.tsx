import {
  type ChangePasswordBody,
  changePasswordForm,
  type ChangePasswordForm as ChangePasswordValues,
  PASSWORD_MIN_LENGTH,
} from '@skylark/contract';
import { KeyRound } from 'lucide-react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';
import { Button, Card, Form, PasswordInput, StrengthMeter, useSchemaForm } from '@/components/ui';
import type { UseMutationResult } from '@tanstack/react-query';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

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
  const toast = useToast();
  const { t } = useTranslation('profile');
  const form = useSchemaForm({
    schema: changePasswordForm,
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    control,
    reset,
    formState: { errors },
  } = form;

  const onValid = (values: ChangePasswordValues) =>
    change.mutate(values, {
      onSuccess: (message) => {
        toast.success(message);
        reset(EMPTY);
      },
      onError: (error) => {
        const problem = form.showServerError(error, t('password.failed'));
        if (!problem.marked) toast.error(problem.message);
      },
    });

  return (
    <Card className={className}>
      <h2 className="flex items-center gap-2 text-xl font-semibold text-navy-900">
        <KeyRound className="size-5 text-sky-600" aria-hidden="true" />
        {t('password.title')}
      </h2>
      <p className="mt-1 text-sm text-navy-500">{t('password.note')}</p>
      <Form
        form={form}
        onValid={onValid}
        className="mt-4 flex flex-col gap-4"
        aria-label={t('password.title')}
      >
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          requiredMark
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          requiredMark
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <NewPasswordStrength control={control} email={email} names={names} />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          requiredMark
          error={errors.confirmNewPassword?.message}
          {...register('confirmNewPassword')}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
