import { useState } from 'react';
import { MAX_EXTRA_BAGS, type PassengerBagsInput } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { Card, Select } from '@/components/ui';
import { formatMoney } from '@/lib/format';

const COUNTS = Array.from({ length: MAX_EXTRA_BAGS + 1 }, (_, n) => ({ value: String(n), label: String(n) }));

/** The extra bags chosen per flight per passenger (docs/product.md#1419-paid-bags): counts[flight][passenger]. */
export function useBagChoice(flights: number) {
  const [counts, setCounts] = useState<number[][]>(() => Array.from({ length: flights }, () => []));
  const choose = (k: number, i: number, n: number) =>
    setCounts((all) => all.map((row, j) => (j === k ? Object.assign([...row], { [i]: n }) : row)));
  /** the request's `bags`, for the first `passengers` passengers, only where some are chosen */
  const field = (passengers: number): { bags?: PassengerBagsInput[] } => {
    const bags = counts.flatMap((row, segment) =>
      row
        .slice(0, passengers)
        .flatMap((extraBags, passengerIndex) =>
          extraBags > 0 ? [{ passengerIndex, segment, extraBags }] : [],
        ),
    );
    return bags.length ? { bags } : {};
  };
  /** dollars: the bags chosen at each flight's price */
  const total = (passengers: number, prices: (number | undefined)[]) =>
    counts.reduce(
      (sum, row, k) => sum + row.slice(0, passengers).reduce((t, n) => t + (n ?? 0) * (prices[k] ?? 0), 0),
      0,
    );
  return { counts, choose, field, total };
}

/** One flight's bag picker: a count of extra bags per passenger, with the price and what the fare includes. */
export function BagPicker({
  index,
  ofTrip,
  names,
  included,
  price,
  counts,
  onChoose,
}: {
  index: number;
  ofTrip: boolean;
  names: string[];
  included: number;
  price: number;
  counts: number[];
  onChoose: (passenger: number, n: number) => void;
}) {
  const { t } = useTranslation('bags');
  const title = ofTrip ? t('titleOfFlight', { n: index + 1 }) : t('title');
  return (
    <Card
      title={title}
      description={`${t('included', { count: included })} · ${t('perBag', { price: formatMoney(price) })}`}
    >
      <div className="grid gap-4 sm:grid-cols-2" data-testid={`bags-${index}`}>
        {names.map((name, i) => (
          <Select
            key={i}
            label={t('extraFor', { name: name || t('passenger', { n: i + 1 }) })}
            options={COUNTS}
            value={String(counts[i] ?? 0)}
            onChange={(e) => onChoose(i, Number(e.target.value))}
          />
        ))}
      </div>
    </Card>
  );
}
