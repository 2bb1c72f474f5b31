import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses, Card, Spinner, usePageTitle } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useNewsletterLink } from '@/features/marketing/api/newsletter';

/**
 * The pages the newsletter e-mails link to (docs/product.md#26-site-settings-contact-inbox-and-newsletter). Confirming happens on arrival;
 * unsubscribing takes a click, since mail scanners open links.
 */
export function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const errorMessage = useErrorMessage();
  const { t } = useTranslation('marketing');
  usePageTitle(action === 'confirm' ? t('newsletter.confirmTitle') : t('newsletter.unsubscribeTitle'));
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const link = useNewsletterLink(action);
  const started = useRef(false);

  useEffect(() => {
    if (action !== 'confirm' || !token || started.current) return;
    started.current = true;
    link.mutate(token);
  }, [action, token, link]);

  let body;
  if (!token || link.isError) {
    body = <p className="text-danger-700">{errorMessage(link.error, t('newsletter.invalidLink'))}</p>;
  } else if (link.isSuccess) {
    body = <p className="font-medium text-success-700">{link.data}</p>;
  } else if (action === 'confirm' || link.isPending) {
    body = <Spinner label={t('newsletter.wait')} />;
  } else {
    body = (
      <Button variant="secondary" onClick={() => link.mutate(token)}>
        {t('newsletter.unsubscribe')}
      </Button>
    );
  }

  return (
    <div className="container-page flex max-w-lg justify-center py-16">
      <Card className="w-full text-center">
        <MailCheck className="mx-auto size-10 text-sky-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-navy-900">{t('newsletter.page')}</h1>
        <div role="status" className="mt-4 flex justify-center">
          {body}
        </div>
        <Link to="/" className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
          {t('newsletter.home')}
        </Link>
      </Card>
    </div>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage action="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
