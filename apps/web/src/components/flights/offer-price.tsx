import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { ApproxPrice } from '@/components/money/approx-price';

/**
 * A price with an offer: the original struck through beside the offer price (docs/product.md#131-the-flight-list).
 * Without an offer price only the original shows.
 */
export function OfferPrice({
  price,
  offerPrice,
  className,
}: {
  price: number;
  offerPrice: number | null;
  className?: string;
}) {
  const { t } = useTranslation('flights');
  if (offerPrice === null || offerPrice === price)
    return (
      <span>
        <span className={className}>{formatMoney(price)}</span>
        <ApproxPrice usd={price} />
      </span>
    );
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <del className="text-sm font-normal text-navy-500">
        <span className="sr-only">{t('was')}</span>
        {formatMoney(price)}
      </del>
      <ins className={`no-underline ${className ?? ''}`}>
        <span className="sr-only">{t('now')}</span>
        {formatMoney(offerPrice)}
      </ins>
      <ApproxPrice usd={offerPrice} />
    </span>
  );
}
