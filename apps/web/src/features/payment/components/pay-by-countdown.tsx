import { invoiceScreenMessages, paymentPageMessages } from '@skylark/contract';
import { PayByLine } from '@/components/bookings';
import { formatCountdown } from '@/lib/format';
import { useSecondsLeft } from '@/features/payment/use-seconds-left';

/** The pay-by time at the departure airport and the time left, ticking each second. */
export function PayByCountdown({ payBy, airport }: { payBy: string; airport: string }) {
  const secondsLeft = useSecondsLeft(payBy) ?? 0;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-accent-300 bg-accent-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <PayByLine payBy={payBy} airport={airport} />
      {secondsLeft > 0 ? (
        <p className="text-sm text-navy-700">
          {invoiceScreenMessages.timeLeft}{' '}
          <span
            role="timer"
            aria-label={invoiceScreenMessages.timeLeft}
            className="ms-1 font-mono text-lg font-bold text-navy-900 tabular-nums"
            data-testid="pay-countdown"
          >
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      ) : (
        <p className="text-sm font-semibold text-danger-700">{paymentPageMessages.timeUp}</p>
      )}
    </div>
  );
}
