import { useTranslation } from 'react-i18next';
import { CustomerLink } from '@/components/desk/customer-link';
import { Card } from '@/components/ui';
import { orNA } from './booking-status';
import { DetailRow } from './detail-row';

/**
 * Customer Information: name, email and, when known, the booking reference; in the back office the
 * name leads to the customer's page and a desk booking names who made it (docs/product.md#122-one-view-per-customer).
 */
export function CustomerSection({
  name,
  email,
  reference,
  customerId,
  bookedBy,
}: {
  name: string | null | undefined;
  email: string | null | undefined;
  reference?: string;
  customerId?: string | null;
  bookedBy?: string | null;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Card title={t('customer.title')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailRow label={t('customer.name')}>
          {name ? <CustomerLink id={customerId} name={name} /> : orNA(t, name)}
        </DetailRow>
        <DetailRow label={t('customer.email')}>
          <bdi>{orNA(t, email)}</bdi>
        </DetailRow>
        {reference !== undefined && (
          <DetailRow label={t('customer.reference')}>
            <span dir="ltr">{orNA(t, reference)}</span>
          </DetailRow>
        )}
        {bookedBy && <DetailRow label={t('customer.bookedBy')}>{bookedBy}</DetailRow>}
      </dl>
    </Card>
  );
}
