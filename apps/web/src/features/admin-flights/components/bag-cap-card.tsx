import { bagCapBody, bagScreenMessages } from '@skylark/contract';
import { useState } from 'react';
import { Button, Card, Input } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useToast } from '@/lib/toast';
import { useBagCap, useUpdateBagCap } from '@/features/admin-flights/api/bag-cap';

/** A flight's cap on extra checked bags and those sold (docs/product.md#1419-paid-bags); empty: no cap. */
export function BagCapCard({ flightId }: { flightId: string }) {
  const cap = useBagCap(flightId);
  if (!cap.data) return null;
  return <BagCapForm flightId={flightId} saved={cap.data.bagCap} sold={cap.data.sold} />;
}

function BagCapForm({ flightId, saved, sold }: { flightId: string; saved: number | null; sold: number }) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const [typed, setTyped] = useState(saved === null ? '' : String(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateBagCap(flightId);
  const save = () => {
    const parsed = bagCapBody.safeParse({ bagCap: typed.trim() === '' ? null : Number(typed) });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem(null);
    update.mutate(parsed.data.bagCap, {
      onSuccess: () => toast.success('Bag cap saved'),
      onError: (error) => setProblem(errorMessage(error, 'Could not save the bag cap')),
    });
  };
  return (
    <Card title={bagScreenMessages.title} description={bagScreenMessages.sold(sold)} className="print:hidden">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Input
          id={`bag-cap-${flightId}`}
          label={bagScreenMessages.capLabel}
          type="number"
          inputMode="numeric"
          min={0}
          value={typed}
          error={problem ?? undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button onClick={save} loading={update.isPending}>
          Save bag cap
        </Button>
      </div>
    </Card>
  );
}
