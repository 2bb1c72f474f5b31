import type { Flight } from '@skylark/contract';
import { Ban, Pencil } from 'lucide-react';
import { AdminFlightStatus } from '@/components/flights/flight-status';
import { Button } from '@/components/ui';
import { formatShortDate, formatTime } from '@/lib/format';
import { FlightRoute } from '@/features/admin-flights/components/flight-route';

export interface FlightMobileCardProps {
  flight: Flight;
  onEdit: (flight: Flight) => void;
  onCancel: (flight: Flight) => void;
}

/** Flight Management on narrow screens: one card per flight with Edit and Cancel. */
export function FlightMobileCard({ flight, onEdit, onCancel }: FlightMobileCardProps) {
  return (
    <li className="rounded-2xl border border-navy-100 bg-white p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-bold text-navy-900">{flight.flightNumber}</p>
          <p className="text-sm text-navy-700">
            <FlightRoute flight={flight} />
          </p>
        </div>
        <AdminFlightStatus status={flight.status} />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-navy-500">Date</dt>
          <dd className="font-medium text-navy-800">{formatShortDate(flight.departureTime)}</dd>
        </div>
        <div>
          <dt className="text-xs text-navy-500">Time</dt>
          <dd className="font-medium text-navy-800">{formatTime(flight.departureTime)}</dd>
        </div>
        <div>
          <dt className="text-xs text-navy-500">Seats</dt>
          <dd className="font-medium text-navy-800">{flight.availableSeats} available</dd>
        </div>
      </dl>
      <div className="mt-4 flex gap-2">
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          icon={<Pencil className="size-4" aria-hidden="true" />}
          onClick={() => onEdit(flight)}
        >
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="flex-1 text-danger-700"
          icon={<Ban className="size-4" aria-hidden="true" />}
          disabled={flight.status === 'CANCELLED'}
          onClick={() => onCancel(flight)}
        >
          Cancel
        </Button>
      </div>
    </li>
  );
}
