import { type Eu261Notice as Notice, formatEuros } from '@skylark/contract';
import type { TFunction } from 'i18next';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui';
import { LOCALES, formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { formatCurrency } from '@/lib/money';

const hoursOf = (t: TFunction<'bookings'>, minutes: number) =>
  minutes % 60
    ? t('eu261.hoursMinutes', { h: Math.floor(minutes / 60), m: minutes % 60 })
    : t('eu261.hours', { h: Math.floor(minutes / 60) });

/** Euros as the regulation counts them, written the language's way ("€600" in English). */
function euros(amount: number): string {
  const language = currentLanguage();
  return language === 'en' ? formatEuros(amount) : formatCurrency(amount, 'EUR', LOCALES[language]);
}

function compensationLine(t: TFunction<'bookings'>, n: Notice) {
  if (n.outcome === 'EXTRAORDINARY') return t('eu261.extraordinary');
  if (n.outcome === 'EARLY_NOTICE') return t('eu261.earlyNotice');
  return t('eu261.compensation', {
    perPassenger: euros(n.eurosPerPassenger),
    total: euros(n.compensationEuros),
    usd: formatMoney(n.compensationUsd),
    count: n.passengersCompensated,
  });
}

/** The EU261 notice of rights for each cancelled or delayed flight of a booking (docs/product.md#1414-eu261-notice-of-rights-and-compensation). */
export function Eu261NoticeSection({ notices }: { notices: Notice[] | undefined }) {
  const { t } = useTranslation('bookings');
  if (!notices?.length) return null;
  return (
    <Card title={t('eu261.title')} className="border-sky-300" data-testid="eu261-notice">
      <div className="space-y-5">
        {notices.map((n) => (
          <div key={n.flightNumber} className="flex items-start gap-3">
            <Scale className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />
            <div className="min-w-0 space-y-2 text-sm text-navy-700">
              <p className="font-semibold text-navy-900">
                {n.disruption === 'CANCELLED'
                  ? t('eu261.cancelled', { flight: n.flightNumber })
                  : t('eu261.delayed', { flight: n.flightNumber, hours: hoursOf(t, n.delayMinutes ?? 0) })}
              </p>
              <ul className="list-disc space-y-1 ps-5">
                <li>{t('eu261.care')}</li>
                <li>
                  {n.disruption === 'CANCELLED' ? t('eu261.choiceCancelled') : t('eu261.choiceDelayed')}
                </li>
                <li className={n.outcome === 'OWED' ? 'font-semibold text-navy-900' : undefined}>
                  {compensationLine(t, n)}
                </li>
              </ul>
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}
