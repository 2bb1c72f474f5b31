import { type Eu261Notice as Notice, eu261Texts, formatEuros } from '@skylark/contract';
import { Scale } from 'lucide-react';
import { Card } from '@/components/ui';
import { formatMoney } from '@/lib/format';

const hoursOf = (minutes: number) =>
  `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;

function compensationLine(n: Notice) {
  if (n.outcome === 'EXTRAORDINARY') return eu261Texts.extraordinary;
  if (n.outcome === 'EARLY_NOTICE') return eu261Texts.earlyNotice;
  return eu261Texts.compensation(
    formatEuros(n.eurosPerPassenger),
    formatEuros(n.compensationEuros),
    formatMoney(n.compensationUsd),
    n.passengersCompensated,
  );
}

/** The EU261 notice of rights for each cancelled or delayed flight of a booking (docs/product.md#1414-eu261-notice-of-rights-and-compensation). */
export function Eu261NoticeSection({ notices }: { notices: Notice[] | undefined }) {
  if (!notices?.length) return null;
  return (
    <Card title={eu261Texts.title} className="border-sky-300" data-testid="eu261-notice">
      <div className="space-y-5">
        {notices.map((n) => (
          <div key={n.flightNumber} className="flex items-start gap-3">
            <Scale className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />
            <div className="min-w-0 space-y-2 text-sm text-navy-700">
              <p className="font-semibold text-navy-900">
                {n.disruption === 'CANCELLED'
                  ? eu261Texts.cancelled(n.flightNumber)
                  : eu261Texts.delayed(n.flightNumber, hoursOf(n.delayMinutes ?? 0))}
              </p>
              <ul className="list-disc space-y-1 ps-5">
                <li>{eu261Texts.care}</li>
                <li>
                  {n.disruption === 'CANCELLED' ? eu261Texts.choiceCancelled : eu261Texts.choiceDelayed}
                </li>
                <li className={n.outcome === 'OWED' ? 'font-semibold text-navy-900' : undefined}>
                  {compensationLine(n)}
                </li>
              </ul>
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}
