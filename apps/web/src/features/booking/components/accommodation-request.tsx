import {
  MAX_ACCOMMODATION_LENGTH,
  accommodationRequestBody,
  type AccommodationRequestBody,
} from '@skylark/contract';
import { CheckCircle2, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, Textarea, useSchemaForm } from '@/components/ui';
import { useRequestAccommodation } from '@/features/booking/api/request-accommodation';

/**
 * Request an accommodation (docs/product.md#1413-service-requests): the traveller's words reach the desk's
 * inbox with the booking reference; the answer comes by e-mail.
 */
export function AccommodationRequest({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation('booking');
  const send = useRequestAccommodation(bookingId);
  const form = useSchemaForm({
    schema: accommodationRequestBody,
    reValidateMode: 'onSubmit',
    defaultValues: { message: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = (values: AccommodationRequestBody) =>
    send.mutate(values, { onError: (error) => form.showServerError(error, t('accommodation.notSent')) });
  return (
    <Card title={t('accommodation.title')} description={t('accommodation.intro')}>
      {send.isSuccess ? (
        <div role="status" className="flex items-start gap-3 text-navy-800">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden="true" />
          <p>
            <span className="font-semibold">{t('accommodation.sent')}</span>{' '}
            {t('accommodation.confirmation', { email: send.data.email })}
          </p>
        </div>
      ) : (
        <Form form={form} onValid={submit} summary className="flex flex-col gap-3">
          <Textarea
            label={t('accommodation.need')}
            rows={4}
            maxLength={MAX_ACCOMMODATION_LENGTH}
            hint={t('accommodation.hint', { max: MAX_ACCOMMODATION_LENGTH.toLocaleString(i18n.language) })}
            error={errors.message?.message}
            {...register('message')}
          />
          <div className="flex justify-end">
            <Button
              type="submit"
              loading={send.isPending}
              icon={<Send className="size-4" aria-hidden="true" />}
            >
              {t('accommodation.send')}
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
