import {
  CLASS_LABELS,
  CLASS_TYPES,
  type BagPrices,
  type ClassType,
  bagPriceUpdateBody,
  bagScreenMessages,
} from '@skylark/contract';
import { useState } from 'react';
import { Button, Card, ErrorState, Input } from '@/components/ui';
import { ListSpinner } from '@/components/ui/query-list';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useToast } from '@/lib/toast';
import { useBagPrices, useUpdateBagPrice } from '@/features/admin-fare-brands/api/bag-prices';

/** The prices typed, per class, saved together: only the classes changed are sent. */
function BagPricesForm({ saved }: { saved: BagPrices }) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const [typed, setTyped] = useState<Record<ClassType, string>>(
    () => Object.fromEntries(CLASS_TYPES.map((c) => [c, String(saved[c])])) as Record<ClassType, string>,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateBagPrice();
  const save = async () => {
    const changed: { classType: ClassType; price: number }[] = [];
    for (const classType of CLASS_TYPES) {
      const parsed = bagPriceUpdateBody.safeParse({
        price: typed[classType].trim() === '' ? Number.NaN : Number(typed[classType]),
      });
      if (!parsed.success) {
        setProblem(`${CLASS_LABELS[classType]}: ${parsed.error.issues[0]!.message}`);
        return;
      }
      if (parsed.data.price !== saved[classType]) changed.push({ classType, ...parsed.data });
    }
    setProblem(null);
    try {
      for (const entry of changed) await update.mutateAsync(entry);
      toast.success('Bag prices saved');
    } catch (error) {
      setProblem(errorMessage(error, 'Could not save the bag prices'));
    }
  };
  return (
    <Card
      title={bagScreenMessages.pricesTitle}
      description="The price of each extra checked bag, per passenger per flight. Bags already bought keep their price."
      actions={
        <Button size="sm" onClick={() => void save()} loading={update.isPending}>
          Save bag prices
        </Button>
      }
    >
      {problem && (
        <p role="alert" className="mb-3 rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-700">
          {problem}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
        {CLASS_TYPES.map((classType) => (
          <Input
            key={classType}
            id={`bag-price-${classType}`}
            label={bagScreenMessages.priceOf(CLASS_LABELS[classType])}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={typed[classType]}
            onChange={(e) => setTyped({ ...typed, [classType]: e.target.value })}
          />
        ))}
      </div>
    </Card>
  );
}

/** Bag prices beside the fare brands (docs/product.md#1419-paid-bags). */
export function BagPricesCard() {
  const errorMessage = useErrorMessage();
  const prices = useBagPrices();
  if (prices.isPending) return <ListSpinner label="Loading bag prices…" />;
  if (prices.isError)
    return (
      <ErrorState
        message={errorMessage(prices.error, 'Could not load the bag prices')}
        onRetry={() => void prices.refetch()}
      />
    );
  return <BagPricesForm saved={prices.data} />;
}
