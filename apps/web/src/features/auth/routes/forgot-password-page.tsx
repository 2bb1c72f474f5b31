import { forgotPasswordForm, type ForgotPasswordForm } from '@skylark/contract';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';
import { Link } from 'react-router';
import { Button, buttonClasses, Form, Input, useSchemaForm, usePageTitle } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthCard } from '@/features/auth/components/auth-card';

export default function ForgotPasswordPage() {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.pageTitle'));
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();
  const form = useSchemaForm({ schema: forgotPasswordForm, defaultValues: { email: '' } });
  const {
    register,
    formState: { errors },
  } = form;

  if (sent) {
    return (
      <AuthCard
        title={t('forgot.sentTitle')}
        subtitle={t('forgot.sentSubtitle')}
        icon={<MailCheck className="size-6" aria-hidden="true" />}
      >
        <p className="mb-6 text-center text-sm text-navy-500">{t('forgot.sentNote')}</p>
        <Link to="/login" className={buttonClasses({ variant: 'secondary', size: 'lg', block: true })}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('forgot.backToLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      footer={
        <Link
          to="/login"
          className="inline-flex items-center gap-1 font-semibold text-sky-700 hover:text-sky-800"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      <Form
        form={form}
        onValid={(values: ForgotPasswordForm) =>
          request.mutate(values.email.trim(), {
            onSuccess: () => setSent(true),
            onError: (error) => toast.error(errorMessage(error, t('forgot.failed'))),
          })
        }
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
        <Button type="submit" size="lg" block loading={request.isPending}>
          {t('forgot.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
