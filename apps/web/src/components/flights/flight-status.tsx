import type { FlightStatus } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui';

/** "IN_PROGRESS" → "In Progress". */
export const statusLabel = (status: FlightStatus) =>
  status
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Customer lists: SCHEDULED green, every other status yellow (docs/product.md#23-visitor-and-customer-screens). */
export function CustomerFlightStatus({ status }: { status: FlightStatus }) {
  const { t } = useTranslation('flights');
  return <Badge tone={status === 'SCHEDULED' ? 'green' : 'yellow'}>{t(`status.${status}`)}</Badge>;
}

const ADMIN_TONES: Record<FlightStatus, BadgeTone> = {
  SCHEDULED: 'blue',
  DELAYED: 'yellow',
  IN_PROGRESS: 'yellow',
  COMPLETED: 'green',
  CANCELLED: 'red',
};

/** Back office: SCHEDULED blue, IN_PROGRESS yellow, COMPLETED green, CANCELLED red (docs/product.md#4-states-and-transitions). */
export function AdminFlightStatus({ status }: { status: FlightStatus }) {
  return <Badge tone={ADMIN_TONES[status]}>{statusLabel(status)}</Badge>;
}
