import { Card } from '@/components/ui';
import { orNA } from './booking-status';
import { DetailRow } from './detail-row';

/** Customer Information: name, email and, when known, the booking reference. */
export function CustomerSection({
  name,
  email,
  reference,
}: {
  name: string | null | undefined;
  email: string | null | undefined;
  reference?: string;
}) {
  return (
    <Card title="Customer Information">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailRow label="Name">{orNA(name)}</DetailRow>
        <DetailRow label="Email">{orNA(email)}</DetailRow>
        {reference !== undefined && <DetailRow label="Booking Reference">{orNA(reference)}</DetailRow>}
      </dl>
    </Card>
  );
}
