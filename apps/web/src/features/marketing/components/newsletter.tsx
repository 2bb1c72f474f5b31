import type { NewsletterBody } from '@skylark/contract';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useSchemaForm } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useSubscribeNewsletter } from '@/features/marketing/api/newsletter';

/** Newsletter sign-up with double opt-in: the confirmation link comes by e-mail (docs/product.md#26-site-settings-contact-inbox-and-newsletter). */
export function Newsletter() {
  const errorMessage = useErrorMessage();
  const { t } = useTranslation('marketing');
  const subscription = useSubscribeNewsletter();
  const form = useSchemaForm<NewsletterBody, NewsletterBody>({
    // zod and the schema load with the first check, not with Home (docs/product.md#102-what-the-public-pages-load-first)
    schema: () => import('./newsletter-schema').then((m) => m.newsletterSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const problem =
    errors.email?.message ??
    (subscription.isError ? errorMessage(subscription.error, t('newsletter.subscribeFailed')) : undefined);

  return (
    <section
      aria-labelledby="newsletter-title"
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-navy-900 py-14 text-white"
    >
      <div className="container-page flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <h2 id="newsletter-title" className="text-2xl font-bold sm:text-3xl">
            {t('newsletter.title')}
          </h2>
          <p className="mt-2 text-navy-200">{t('newsletter.lead')}</p>
        </div>
        <div className="w-full max-w-md">
          <Form
            form={form}
            onValid={(values) => subscription.mutate(values)}
            className="flex w-full flex-col gap-3 sm:flex-row"
          >
            <label htmlFor="newsletter-email" className="sr-only">
              {t('newsletter.email')}
            </label>
            <div className="relative flex-1">
              <Mail
                className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-navy-500"
                aria-hidden="true"
              />
              <input
                id="newsletter-email"
                type="text"
                inputMode="email"
                autoComplete="email"
                placeholder={t('newsletter.placeholder')}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'newsletter-problem' : undefined}
                className="h-12 w-full rounded-lg border border-white/20 bg-white pe-3 ps-9 text-navy-900 placeholder:text-navy-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-sky-400"
                {...register('email')}
              />
            </div>
            <button
              type="submit"
              disabled={subscription.isPending}
              className="h-12 rounded-lg bg-accent-400 px-6 font-semibold text-navy-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
            >
              {t('newsletter.subscribe')}
            </button>
          </Form>
          <p role="status" className="mt-2 min-h-5 text-sm">
            {problem ? (
              <span id="newsletter-problem" className="text-accent-300">
                {problem}
              </span>
            ) : (
              subscription.isSuccess && <span className="text-sky-200">{subscription.data}</span>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
