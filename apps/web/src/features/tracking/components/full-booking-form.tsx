import { useTranslation } from 'react-i18next';
import { Button, Form, Input, useSchemaForm } from '@/components/ui';
import type { FullBookingForm as Values } from '@/features/tracking/track-form-schema';

/**
 * Under a limited tracking result: the lead passenger's last name shows the whole booking
 * (docs/product.md#14-bookings-and-payment).
 */
export function FullBookingForm({
  onSubmit,
  tried,
  busy,
}: {
  onSubmit: (lastName: string) => void;
  /** the last name already tried, which did not match */
  tried: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation('tracking');
  const form = useSchemaForm<Values>({
    // zod and the schema load with the first check, not with the page (docs/product.md#102-what-the-public-pages-load-first)
    schema: () => import('@/features/tracking/track-form-schema').then((m) => m.fullBookingForm),
    defaultValues: { lastName: tried ?? '' },
  });
  const notMatched = tried !== null;
  const { errors } = form.formState;
  return (
    <Form
      form={form}
      onValid={({ lastName }) => {
        if (lastName.trim()) onSubmit(lastName.trim());
      }}
      aria-label={t('showFullBooking')}
      className="space-y-3 rounded-xl border border-sky-200 bg-sky-50 p-4"
    >
      <p className="text-sm text-navy-700">{t('limitedNote')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <Input
            label={t('lastNameLabel')}
            autoComplete="family-name"
            maxLength={100}
            error={errors.lastName?.message ?? (notMatched ? t('lastNameNotMatched') : undefined)}
            {...form.register('lastName')}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy} className={notMatched ? 'sm:mb-6' : ''}>
          {t('showFullBooking')}
        </Button>
      </div>
    </Form>
  );
}
