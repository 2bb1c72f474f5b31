import { profileBody, type ProfileBody, type User } from '@skylark/contract';
import { CalendarClock, CalendarPlus, Mail, Pencil, Phone, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';
import {
  Button,
  Card,
  ErrorState,
  Form,
  FullPageSpinner,
  Input,
  useSchemaForm,
  usePageTitle,
} from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatDate } from '@/lib/format';
import { useUserSession } from '@/lib/session';
import { useProfile } from '@/features/profile/api/get-profile';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { useChangePassword } from '@/features/profile/api/change-password';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { AccountNewsCard } from '@/features/profile/components/account-news-card';

type Editable = Pick<User, 'firstName' | 'lastName' | 'phoneNumber'>;

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-navy-500 uppercase">
        <span className="text-sky-600">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 ps-7 font-medium wrap-anywhere text-navy-900">{children}</dd>
    </div>
  );
}

export default function ProfilePage() {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('profile');
  usePageTitle(t('title'));
  const session = useUserSession();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const changePassword = useChangePassword();
  const form = useSchemaForm<ProfileBody, Editable>({ schema: profileBody, reValidateMode: 'onSubmit' });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  const user = profile.data ?? session.user;
  if (!user) {
    if (profile.isError) {
      return (
        <div className="container-page py-10">
          <ErrorState
            message={errorMessage(profile.error, t('loadFailed'))}
            onRetry={() => void profile.refetch()}
          />
        </div>
      );
    }
    return <FullPageSpinner label={t('loading')} />;
  }

  const shown: Editable = {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
  };

  const startEditing = () => {
    reset(shown);
    setEditing(true);
  };
  // docs/product.md#23-visitor-and-customer-screens: saved through PATCH /user/profile with the registration rules.
  const save = (values: Editable) =>
    update.mutate(values, {
      onSuccess: () => {
        setEditing(false);
        toast.success(t('updated'));
      },
      onError: (error) => toast.error(form.showServerError(error, t('updateFailed')).message),
    });

  const initials = `${shown.firstName.charAt(0)}${shown.lastName.charAt(0)}`.toUpperCase() || 'U';

  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-navy-900">{t('title')}</h1>
      <p className="mt-1 text-navy-500">{t('subtitle')}</p>

      <Card className="mt-6" padded={false}>
        <div className="flex flex-col gap-4 rounded-t-2xl bg-gradient-to-r from-navy-900 to-navy-700 p-6 text-white sm:flex-row sm:items-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-sky-400 text-2xl font-bold text-navy-950">
            {initials}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-xl font-semibold">
              {shown.firstName} {shown.lastName}
            </p>
            <p className="truncate text-sm text-navy-200">{user.email}</p>
          </div>
          {!editing && (
            <Button
              variant="primary"
              onClick={startEditing}
              icon={<Pencil className="size-4" aria-hidden="true" />}
            >
              {t('edit')}
            </Button>
          )}
        </div>

        <div className="p-6">
          {editing ? (
            <Form form={form} onValid={save} className="flex flex-col gap-4" aria-label={t('editForm')}>
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
                value={user.email}
                readOnly
                disabled
                hint={t('emailFixed')}
              />
              <Input
                label={t('fields.phoneNumber')}
                type="tel"
                autoComplete="tel"
                inputMode="numeric"
                hint={t('phoneHint')}
                requiredMark
                error={errors.phoneNumber?.message}
                {...register('phoneNumber')}
              />
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={() => setEditing(false)}>
                  {t('cancel')}
                </Button>
                <Button type="submit" variant="secondary" loading={update.isPending}>
                  {t('save')}
                </Button>
              </div>
            </Form>
          ) : (
            <dl className="grid gap-3 sm:grid-cols-2">
              <Detail
                icon={<UserRound className="size-5" aria-hidden="true" />}
                label={t('fields.firstName')}
              >
                {shown.firstName || t('notAvailable')}
              </Detail>
              <Detail icon={<UserRound className="size-5" aria-hidden="true" />} label={t('fields.lastName')}>
                {shown.lastName || t('notAvailable')}
              </Detail>
              <Detail icon={<Mail className="size-5" aria-hidden="true" />} label={t('fields.email')}>
                {user.email}
              </Detail>
              <Detail icon={<Phone className="size-5" aria-hidden="true" />} label={t('fields.phoneNumber')}>
                <span dir="ltr">{shown.phoneNumber || t('notAvailable')}</span>
              </Detail>
              <Detail icon={<CalendarPlus className="size-5" aria-hidden="true" />} label={t('memberSince')}>
                {formatDate(user.createdAt)}
              </Detail>
              <Detail icon={<CalendarClock className="size-5" aria-hidden="true" />} label={t('lastUpdated')}>
                {formatDate(user.updatedAt)}
              </Detail>
            </dl>
          )}
        </div>
      </Card>
      <AccountNewsCard />
      <ChangePasswordForm
        email={user.email}
        names={[user.firstName, user.lastName]}
        change={changePassword}
      />
    </div>
  );
}
