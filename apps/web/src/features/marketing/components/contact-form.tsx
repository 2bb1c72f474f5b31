import { CONTACT_TICK_MS, contactBody, type ContactBody } from '@skylark/contract';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';
import { Button, Form, Input, Textarea, useSchemaForm } from '@/components/ui';
import { useSendContactMessage } from '@/features/marketing/api/send-contact-message';

const EMPTY: ContactBody = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/** docs/product.md#26-site-settings-contact-inbox-and-newsletter: the message is stored for the admin inbox; errors sit at their fields. */
export function ContactForm() {
  const toast = useToast();
  const { t } = useTranslation('marketing');
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();
  const form = useSchemaForm({ schema: contactBody, reValidateMode: 'onSubmit', defaultValues: EMPTY });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), CONTACT_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const onValid = (values: ContactBody) =>
    send.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        setSent(true);
      },
      onError: (error) => toast.error(form.showServerError(error, t('form.sendFailed')).message),
    });

  return (
    <Form form={form} onValid={onValid} className="mt-6 grid gap-5 sm:grid-cols-2">
      <Input
        label={t('form.firstName')}
        autoComplete="given-name"
        requiredMark
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <Input
        label={t('form.lastName')}
        autoComplete="family-name"
        requiredMark
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <Input
        label={t('form.email')}
        type="email"
        autoComplete="email"
        requiredMark
        error={errors.email?.message}
        containerClassName="sm:col-span-2"
        {...register('email')}
      />
      <Input
        label={t('form.subject')}
        requiredMark
        error={errors.subject?.message}
        containerClassName="sm:col-span-2"
        {...register('subject')}
      />
      <Textarea
        label={t('form.message')}
        rows={5}
        requiredMark
        error={errors.message?.message}
        containerClassName="sm:col-span-2"
        {...register('message')}
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button
          type="submit"
          size="lg"
          loading={send.isPending}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {t('form.send')}
        </Button>
        <p role="status" className="min-h-6">
          {sent && (
            <span
              className="inline-flex items-center gap-2 text-sm font-semibold text-success-700"
              data-testid="contact-sent"
            >
              <CheckCircle2 className="size-6" aria-hidden="true" />
              {t('form.sent')}
            </span>
          )}
        </p>
      </div>
    </Form>
  );
}
