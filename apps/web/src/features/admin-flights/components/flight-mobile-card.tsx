import { exportMessages, teamMessages, type Flight } from '@skylark/contract';
import { Ban, ClipboardList, Copy, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { AdminFlightStatus } from '@/components/flights/flight-status';
import { Badge, Button, cn } from '@/components/ui';
import { formatFlightDate, formatFlightTime } from '@/lib/format';
import { FlightRoute } from '@/features/admin-flights/components/flight-route';

export interface FlightMobileCardProps {
  flight: Flight;
  /** Edit, Duplicate and Cancel: an admin's, never an agent's (docs/product.md#121-roles-and-the-team) */
  actions?: {
    onEdit: (flight: Flight) => void;
    onCancel: (flight: Flight) => void;
    onDuplicate: (flight: Flight) => void;
  };
  /** just created */
  isNew?: boolean;
}

/** Flight Management on narrow screens: one card per flight with Edit, Duplicate and Cancel. */
export function FlightMobileCard({ flight, actions, isNew }: FlightMobileCardProps) {
  return (
    <li
      data-new-flight={isNew || undefined}
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-card',
        isNew ? 'border-sky-400 bg-sky-50' : 'border-navy-100',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-bold text-navy-900">
            {flight.flightNumber}
            {isNew && (
              <Badge tone="blue" className="ms-2">
                {teamMessages.newFlight}
              </Badge>
            )}
          </p>
          <Link
            to={`/admin/flights/${flight._id}/manifest`}
            aria-label={`${exportMessages.manifest} ${flight.flightNumber}`}
            className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-sky-700 hover:underline"
          >
            <ClipboardList className="size-3.5" aria-hidden="true" />
            {exportMessages.manifest}
          </Link>
          <p className="text-sm text-navy-700">
            <FlightRoute flight={flight} />
          </p>
        </div>
        <AdminFlightStatus status={flight.status} />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-navy-500">Date</dt>
          <dd className="font-medium text-navy-800">{formatFlightDate(flight.departure)}</dd>
        </div>
        <div>
          <dt className="text-xs text-navy-500">Time</dt>
          <dd className="font-medium text-navy-800">{formatFlightTime(flight.departure)}</dd>
        </div>
        <div>
          <dt className="text-xs text-navy-500">Seats</dt>
          <dd className="font-medium text-navy-800">{flight.availableSeats} available</dd>
        </div>
      </dl>
      {actions && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            className="flex-1"
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => actions.onEdit(flight)}
          >
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="flex-1"
            icon={<Copy className="size-4" aria-hidden="true" />}
            aria-label={`${teamMessages.duplicate} ${flight.flightNumber}`}
            onClick={() => actions.onDuplicate(flight)}
          >
            {teamMessages.duplicate}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="flex-1 text-danger-700"
            icon={<Ban className="size-4" aria-hidden="true" />}
            disabled={flight.status === 'CANCELLED'}
            onClick={() => actions.onCancel(flight)}
          >
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}
