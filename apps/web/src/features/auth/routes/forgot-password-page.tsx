import { forgotPasswordForm, type ForgotPasswordForm, MSG } from '@skylark/contract';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Link } from 'react-router';
import { Button, buttonClasses, Form, Input, useSchemaForm, usePageTitle } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthCard } from '@/features/auth/components/auth-card';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
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
        title="Check Your Email"
        subtitle="We've sent a password reset link to your email address."
        icon={<MailCheck className="size-6" aria-hidden="true" />}
      >
        <p className="mb-6 text-center text-sm text-navy-500">
          The link is valid for one hour. If it does not arrive in a few minutes, check your spam folder.
        </p>
        <Link to="/login" className={buttonClasses({ variant: 'secondary', size: 'lg', block: true })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Login
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      footer={
        <Link
          to="/login"
          className="inline-flex items-center gap-1 font-semibold text-sky-700 hover:text-sky-800"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Login
        </Link>
      }
    >
      <Form
        form={form}
        onValid={(values: ForgotPasswordForm) =>
          request.mutate(values.email.trim(), {
            onSuccess: () => setSent(true),
            onError: (error) => toast.error(errorMessage(error, MSG.sendResetFailed)),
          })
        }
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
        <Button type="submit" size="lg" block loading={request.isPending}>
          Send Reset Link
        </Button>
      </Form>
    </AuthCard>
  );
}
