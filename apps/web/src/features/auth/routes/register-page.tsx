import { registerForm, type RegisterForm } from '@skylark/contract';
import { UserPlus } from 'lucide-react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  Button,
  Form,
  Input,
  PasswordInput,
  StrengthMeter,
  useSchemaForm,
  usePageTitle,
  type FormProblem,
} from '@/components/ui';
import { useRegisterUser } from '@/features/auth/api/register-user';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useLoginToasts } from '@/features/auth/login-toast';
import { currentLanguage } from '@/lib/i18n';

const EMPTY: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

/** Watches only what the meter needs, so typing re-renders the meter, not the whole form. */
function RegisterStrength({ control }: { control: Control<RegisterForm> }) {
  const [password, email, firstName, lastName] = useWatch({
    control,
    name: ['password', 'email', 'firstName', 'lastName'],
  });
  return <StrengthMeter password={password} email={email} names={[firstName, lastName]} />;
}

export default function RegisterPage() {
  const toast = useToast();
  const { showFormError } = useLoginToasts();
  const { t } = useTranslation('auth');
  usePageTitle(t('register.pageTitle'));
  const navigate = useNavigate();
  // where the login after registering returns to (a booking under way, say)
  const { state } = useLocation();
  const registration = useRegisterUser();
  const form = useSchemaForm({ schema: registerForm, reValidateMode: 'onSubmit', defaultValues: EMPTY });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const onValid = (values: RegisterForm) =>
    registration.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        // the account's e-mails and later sign-ins follow the language the traveller signed up in
        language: currentLanguage(),
      },
      {
        onSuccess: () => {
          toast.success(t('register.success'));
          void navigate('/login', { state });
        },
        onError: (error) => toast.error(form.showServerError(error, t('register.failed')).message),
      },
    );
  // every problem is marked at its field; the first by the spec's order is also the toast
  const onInvalid = (first: FormProblem | null) => {
    if (first) showFormError(first.message);
  };

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      icon={<UserPlus className="size-6" aria-hidden="true" />}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" state={state} className="font-semibold text-sky-700 hover:text-sky-800">
            {t('register.logIn')}
          </Link>
        </>
      }
    >
      <Form form={form} onValid={onValid} onInvalid={onInvalid} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('fields.firstName')}
            autoComplete="given-name"
            requiredMark
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <Input
            label={t('fields.lastName')}
            autoComplete="family-name"
            requiredMark
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <Input
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          requiredMark
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          label={t('fields.phoneNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          hint={t('register.phoneHint')}
          requiredMark
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          requiredMark
          error={errors.password?.message}
          {...register('password')}
        />
        <RegisterStrength control={control} />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          requiredMark
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" block loading={registration.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
