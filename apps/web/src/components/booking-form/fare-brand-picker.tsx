import { Check, X } from 'lucide-react';
import { FARE_BRAND_LABELS, type ClassType, type FareBrand, type FareOption } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui';
import { formatMoney } from '@/lib/format';
import { fareLines } from './fare-lines';

/**
 * The fare brands of one flight side by side, as a radio group (docs/product.md#1416-fare-brands): each with its
 * price per passenger and what it includes.
 */
export function FareBrandPicker({
  index,
  ofTrip,
  classType,
  fares,
  value,
  onChange,
}: {
  index: number;
  ofTrip: boolean;
  classType: ClassType;
  fares: FareOption[];
  value: FareBrand;
  onChange: (brand: FareBrand) => void;
}) {
  const { t } = useTranslation('checkout');
  const title = ofTrip ? t('fareForFlight', { n: index + 1 }) : t('fare');
  return (
    <Card title={title} description={t('perPassenger', { class: t(`class.${classType}`) })}>
      <fieldset>
        <legend className="sr-only">{title}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {fares.map((fare) => (
            <label
              key={fare.brand}
              className="flex cursor-pointer flex-col rounded-xl border-2 border-navy-200 p-4 has-[:checked]:border-sky-600 has-[:checked]:bg-sky-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-500"
              data-testid={`fare-${index}-${fare.brand}`}
            >
              {/* a narrow card puts the price under the name rather than past its edge */}
              <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`fare-brand-${index}`}
                    value={fare.brand}
                    checked={value === fare.brand}
                    onChange={() => onChange(fare.brand)}
                    className="size-4 accent-sky-600"
                  />
                  <span className="font-semibold text-navy-900">{FARE_BRAND_LABELS[fare.brand]}</span>
                </span>
                <span className="font-bold whitespace-nowrap text-navy-900">{formatMoney(fare.price)}</span>
              </span>
              <ul className="mt-3 space-y-1.5 text-sm text-navy-700">
                {fareLines(fare, classType, t).map((line) => (
                  <li key={line.text} className="flex items-start gap-1.5">
                    {!line.included ? (
                      <X className="mt-0.5 size-4 shrink-0 text-navy-400" aria-hidden="true" />
                    ) : (
                      <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
                    )}
                    <span>{line.text}</span>
                  </li>
                ))}
              </ul>
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
