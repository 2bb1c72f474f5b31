import { useTranslation } from 'react-i18next';
import { PayByLine } from '@/components/bookings';
import { formatCountdown } from '@/lib/format';
import { useSecondsLeft } from '@/features/payment/use-seconds-left';

/** The pay-by time at the departure airport and the time left, ticking each second. */
export function PayByCountdown({ payBy, airport }: { payBy: string; airport: string }) {
  const { t } = useTranslation('payment');
  const secondsLeft = useSecondsLeft(payBy) ?? 0;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-accent-300 bg-accent-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <PayByLine payBy={payBy} airport={airport} />
      {secondsLeft > 0 ? (
        <p className="text-sm text-navy-700">
          {t('timeLeft')}{' '}
          <span
            role="timer"
            aria-label={t('timeLeft')}
            dir="ltr"
            className="ms-1 font-mono text-lg font-bold text-navy-900 tabular-nums"
            data-testid="pay-countdown"
          >
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      ) : (
        <p className="text-sm font-semibold text-danger-700">{t('timeUp')}</p>
      )}
    </div>
  );
}
