import { ADMIN_VERIFICATION_HOURS } from '@skylark/contract';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses, usePageTitle } from '@/components/ui';

/** Payment success (/payment-success). */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('payment');
  usePageTitle(t('success.title'));
  return (
    <section className="container-page flex max-w-xl flex-col items-center py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-success-50 text-success-600">
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-2xl font-bold text-navy-900 sm:text-3xl">{t('success.heading')}</h1>
      <p className="mt-3 text-navy-600">{t('success.detail', { hours: ADMIN_VERIFICATION_HOURS })}</p>
      <Link to="/bookings" className={buttonClasses({ className: 'mt-8' })}>
        {t('success.viewBookings')}
      </Link>
    </section>
  );
}
