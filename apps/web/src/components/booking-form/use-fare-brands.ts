import { useState } from 'react';
import { DEFAULT_FARE_BRAND, FARE_BRANDS, type FareBrand } from '@skylark/contract';
import { clearDraft, readDraft, writeDraft } from '@/lib/session-draft';

const isBrand = (v: unknown): v is FareBrand => FARE_BRANDS.some((b) => b === v);
const brandsDraft = (n: number) => (raw: unknown) =>
  Array.isArray(raw) && raw.length === n && raw.every(isBrand) ? raw : null;

/** The brand chosen on each flight, kept with the draft (docs/product.md#142-group-bookings-and-the-seat-map). */
export function useFareBrands(n: number, draftKey: string | undefined) {
  const key = draftKey && `${draftKey}.brands`;
  const [brands, setBrands] = useState<FareBrand[]>(
    () => (key ? readDraft(key, brandsDraft(n)) : null) ?? Array<FareBrand>(n).fill(DEFAULT_FARE_BRAND),
  );
  const choose = (k: number, brand: FareBrand) => {
    const next = brands.map((b, i) => (i === k ? brand : b));
    setBrands(next);
    if (key) writeDraft(key, next);
  };
  const forget = () => key && clearDraft(key);
  return { brands, choose, forget };
}
