import {
  CLASS_LABELS,
  CLASS_TYPES,
  FARE_BRAND_LABELS,
  FARE_BRANDS,
  REFUND_POLICIES,
  type BrandTerms,
  type ClassType,
  type FareBrand,
  type FareBrandsUpdate,
  type RefundPolicy,
  fareBrandMessages,
  fareBrandsUpdateBody,
} from '@skylark/contract';
import { useState } from 'react';
import { Button, Card, Checkbox, ErrorState, Input, Select, usePageTitle } from '@/components/ui';
import { ListSpinner } from '@/components/ui/query-list';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useToast } from '@/lib/toast';
import { useFareBrands, useUpdateFareBrands } from '@/features/admin-fare-brands/api/fare-brands';
import { BagPricesCard } from '@/features/admin-fare-brands/components/bag-prices-card';

const REFUND_LABELS: Record<RefundPolicy, string> = {
  NONE: 'No refund',
  BANDS: 'Refund bands',
  FULL: 'Full, then bands',
};

/** One brand's fields; amounts typed in dollars and hours, kept as the API's cents. */
function BrandFields({
  classType,
  brand,
  terms,
  onChange,
}: {
  classType: ClassType;
  brand: FareBrand;
  terms: BrandTerms;
  onChange: (terms: BrandTerms) => void;
}) {
  const id = `${classType}-${brand}`;
  const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
  return (
    <fieldset
      className="space-y-3 rounded-xl border border-navy-100 p-4"
      aria-label={`${FARE_BRAND_LABELS[brand]}`}
    >
      <legend className="px-1 font-semibold text-navy-900">{FARE_BRAND_LABELS[brand]}</legend>
      <Input
        id={`${id}-price`}
        label="Price difference (%)"
        type="number"
        inputMode="numeric"
        value={Number.isNaN(terms.priceDiffPercent) ? '' : terms.priceDiffPercent}
        disabled={brand === 'CLASSIC'}
        hint={brand === 'CLASSIC' ? fareBrandMessages.classicPriceFixed : undefined}
        onChange={(e) => onChange({ ...terms, priceDiffPercent: whole(e.target.value) })}
      />
      <Input
        id={`${id}-bags`}
        label="Checked bags included"
        type="number"
        inputMode="numeric"
        min={0}
        max={3}
        value={Number.isNaN(terms.includedBags) ? '' : terms.includedBags}
        onChange={(e) => onChange({ ...terms, includedBags: whole(e.target.value) })}
      />
      <Checkbox
        id={`${id}-change`}
        label="Changes allowed"
        checked={terms.change.allowed}
        onChange={(e) => onChange({ ...terms, change: { ...terms.change, allowed: e.target.checked } })}
      />
      <Input
        id={`${id}-fee`}
        label="Change fee per passenger ($)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        disabled={!terms.change.allowed}
        value={Number.isNaN(terms.change.feeCents) ? '' : terms.change.feeCents / 100}
        onChange={(e) =>
          onChange({
            ...terms,
            change: { ...terms.change, feeCents: Math.round(whole(e.target.value) * 100) },
          })
        }
      />
      <Select
        id={`${id}-refund`}
        label="Refund"
        value={terms.refund.policy}
        options={REFUND_POLICIES.map((p) => ({ value: p, label: REFUND_LABELS[p] }))}
        onChange={(e) =>
          onChange({ ...terms, refund: { ...terms.refund, policy: e.target.value as RefundPolicy } })
        }
      />
      {terms.refund.policy === 'FULL' && (
        <Input
          id={`${id}-hours`}
          label="Full refund until (hours before departure)"
          type="number"
          inputMode="numeric"
          min={0}
          value={Number.isNaN(terms.refund.fullUntilHours) ? '' : terms.refund.fullUntilHours}
          onChange={(e) =>
            onChange({ ...terms, refund: { ...terms.refund, fullUntilHours: whole(e.target.value) } })
          }
        />
      )}
    </fieldset>
  );
}

/** One class's three brands, saved together. */
function ClassBrands({ classType, saved }: { classType: ClassType; saved: FareBrandsUpdate }) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const [terms, setTerms] = useState<FareBrandsUpdate>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateFareBrands();
  const save = () => {
    const parsed = fareBrandsUpdateBody.safeParse(terms);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setProblem(`${FARE_BRAND_LABELS[issue.path[0] as FareBrand] ?? ''}: ${issue.message}`);
      return;
    }
    setProblem(null);
    update.mutate(
      { classType, body: parsed.data },
      {
        onSuccess: () => toast.success(`${fareBrandMessages.updated}: ${CLASS_LABELS[classType]}`),
        onError: (error) => setProblem(errorMessage(error, 'Could not save the fare brands')),
      },
    );
  };
  return (
    <Card
      title={CLASS_LABELS[classType]}
      actions={
        <Button size="sm" onClick={save} loading={update.isPending}>
          Save {CLASS_LABELS[classType]}
        </Button>
      }
    >
      {problem && (
        <p role="alert" className="mb-3 rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-700">
          {problem}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        {FARE_BRANDS.map((brand) => (
          <BrandFields
            key={brand}
            classType={classType}
            brand={brand}
            terms={terms[brand]}
            onChange={(next) => setTerms({ ...terms, [brand]: next })}
          />
        ))}
      </div>
    </Card>
  );
}

/**
 * Fare brands (/admin/fare-brands): each class's Light, Classic and Flex (docs/product.md#1416-fare-brands),
 * and the price of an extra bag per class (docs/product.md#1419-paid-bags).
 */
export default function FareBrandsPage() {
  const errorMessage = useErrorMessage();
  usePageTitle('Fare brands');
  const brands = useFareBrands();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">Fare brands</h1>
        <p className="mt-1 text-sm text-navy-500">
          Each class is sold as Light, Classic and Flex. New bookings are priced and bound by these terms; a
          booking keeps the terms it was bought with.
        </p>
      </div>
      <BagPricesCard />
      {brands.isPending ? (
        <ListSpinner label="Loading fare brands…" />
      ) : brands.isError ? (
        <ErrorState
          message={errorMessage(brands.error, 'Could not load the fare brands')}
          onRetry={() => void brands.refetch()}
        />
      ) : (
        CLASS_TYPES.map((classType) => (
          <ClassBrands key={classType} classType={classType} saved={brands.data[classType]} />
        ))
      )}
    </div>
  );
}
