import { customerMessages } from '@skylark/contract';
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
  return (
    <Card title="Customer Information">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailRow label="Name">{name ? <CustomerLink id={customerId} name={name} /> : orNA(name)}</DetailRow>
        <DetailRow label="Email">{orNA(email)}</DetailRow>
        {reference !== undefined && <DetailRow label="Booking Reference">{orNA(reference)}</DetailRow>}
        {bookedBy && <DetailRow label={customerMessages.bookedBy}>{bookedBy}</DetailRow>}
      </dl>
    </Card>
  );
}
