import { adminRegisterForm, type AdminRegisterForm, MSG, siteMessages } from '@skylark/contract';
import { useWatch, type Control } from 'react-hook-form';
import { useToast } from '@/lib/toast';
import { Link, useNavigate } from 'react-router';
import {
  Button,
  buttonClasses,
  Form,
  Input,
  PasswordInput,
  StrengthMeter,
  useSchemaForm,
  usePageTitle,
} from '@/components/ui';
import { useRegisterAdmin } from '@/features/auth/api/register-admin';
import { AdminAuthShell } from '@/features/auth/components/admin-auth-shell';
import { useLoginToasts } from '@/features/auth/login-toast';
import { useSite } from '@/lib/api/get-site';
import { useAdminSession } from '@/lib/session';

function AdminPasswordStrength({ control }: { control: Control<AdminRegisterForm> }) {
  const [password, email] = useWatch({ control, name: ['password', 'email'] });
  return <StrengthMeter password={password} email={email} />;
}

/** docs/product.md#26-site-settings-contact-inbox-and-newsletter: once an administrator exists, only a signed-in administrator adds colleagues. */
function RegistrationClosed() {
  usePageTitle('Admin Registration');
  return (
    <AdminAuthShell title={siteMessages.registrationClosedTitle}>
      <div className="flex flex-col gap-4 text-center">
        <p className="text-navy-700">{MSG.adminRegistrationClosed}</p>
        <p className="text-sm text-navy-500">{siteMessages.registrationClosedHint}</p>
        <Link to="/admin/login" className={buttonClasses({ variant: 'secondary', size: 'lg', block: true })}>
          {siteMessages.adminSignIn}
        </Link>
      </div>
    </AdminAuthShell>
  );
}

export default function AdminRegisterPage() {
  const site = useSite();
  const signedIn = useAdminSession().token !== null;
  if (site.data && !site.data.adminRegistrationOpen && !signedIn) return <RegistrationClosed />;
  return <RegisterForm />;
}

function RegisterForm() {
  const toast = useToast();
  const { showFormError } = useLoginToasts();
  usePageTitle('Admin Registration');
  const navigate = useNavigate();
  const registration = useRegisterAdmin();
  const form = useSchemaForm({
    schema: adminRegisterForm,
    reValidateMode: 'onSubmit',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const onValid = (values: AdminRegisterForm) =>
    registration.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim() || undefined,
        lastName: values.lastName.trim() || undefined,
      },
      {
        onSuccess: () => {
          toast.success(MSG.adminRegistrationSuccessful);
          void navigate('/admin/login');
        },
        onError: (error) => toast.error(form.showServerError(error, MSG.registrationFailed).message),
      },
    );

  return (
    <AdminAuthShell
      title="Admin Registration"
      subtitle="Create an administrator account for the Skylark back office."
      footer={
        <>
          Already registered?{' '}
          <Link to="/admin/login" className="font-semibold text-sky-300 hover:text-white">
            Log in
          </Link>
        </>
      }
    >
      <Form
        form={form}
        onValid={onValid}
        onInvalid={(first) => first && showFormError(first.message)}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="First name" autoComplete="given-name" hint="Optional" {...register('firstName')} />
          <Input label="Last name" autoComplete="family-name" hint="Optional" {...register('lastName')} />
        </div>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          requiredMark
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters"
          requiredMark
          error={errors.password?.message}
          {...register('password')}
        />
        <AdminPasswordStrength control={control} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          requiredMark
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" variant="secondary" size="lg" block loading={registration.isPending}>
          Register Admin
        </Button>
      </Form>
    </AdminAuthShell>
  );
}
