import {
  exportMessages,
  flightDeskMessages,
  flightScreenMessages,
  teamMessages,
  type Flight,
} from '@skylark/contract';
import { Ban, ClipboardList, Copy, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { AdminFlightStatus } from '@/components/flights/flight-status';
import { Badge, cn, Menu, MenuItem } from '@/components/ui';
import { TableHead } from '@/components/ui/table-head';
import { formatFlightDate, formatFlightTime } from '@/lib/format';
import { FlightRoute } from '@/features/admin-flights/components/flight-route';

/** What an admin may do with a flight; an agent gets none (docs/product.md#121-roles-and-the-team). */
export interface FlightActions {
  onEdit: (flight: Flight) => void;
  onDelete: (flight: Flight) => void;
  onDuplicate: (flight: Flight) => void;
  onCancel: (flight: Flight) => void;
}

export interface FlightTableProps {
  flights: Flight[];
  busy: boolean;
  actions?: FlightActions;
  /** flights just created, highlighted */
  highlight: readonly string[];
}

/** Flight Management on wide screens: one row per flight with its actions menu. */
export function FlightTable({ flights, busy, actions, highlight }: FlightTableProps) {
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-card md:block">
      <table className="w-full text-start text-sm">
        <TableHead
          columns={['Flight No.', 'Route', 'Date', 'Status']}
          actionsColumn={actions ? 'Actions' : undefined}
        />
        <tbody className="divide-y divide-navy-100" aria-busy={busy || undefined}>
          {flights.map((flight) => {
            const isNew = highlight.includes(flight._id);
            return (
              <tr
                key={flight._id}
                data-new-flight={isNew || undefined}
                className={cn(isNew ? 'bg-sky-50' : 'hover:bg-navy-50/50')}
              >
                <td className="px-5 py-3 font-semibold text-navy-900">
                  {flight.flightNumber}
                  {isNew && (
                    <Badge tone="blue" className="ms-2">
                      {teamMessages.newFlight}
                    </Badge>
                  )}
                  <span className="block">
                    <Link
                      to={`/admin/flights/${flight._id}/manifest`}
                      aria-label={`${exportMessages.manifest} ${flight.flightNumber}`}
                      className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-sky-700 hover:underline"
                    >
                      <ClipboardList className="size-3.5" aria-hidden="true" />
                      {exportMessages.manifest}
                    </Link>
                  </span>
                </td>
                <td className="px-5 py-3 text-navy-700">
                  <FlightRoute flight={flight} />
                </td>
                <td className="px-5 py-3 text-navy-700">
                  {formatFlightDate(flight.departure)}
                  <span className="block text-xs text-navy-500">{formatFlightTime(flight.departure)}</span>
                </td>
                <td className="px-5 py-3">
                  <AdminFlightStatus status={flight.status} />
                </td>
                {actions && (
                  <td className="px-5 py-3 text-end">
                    <Menu
                      label={`Actions for flight ${flight.flightNumber}`}
                      trigger={
                        <button
                          type="button"
                          aria-label={`Actions for flight ${flight.flightNumber}`}
                          className="rounded-lg p-2 text-navy-600 hover:bg-navy-100 focus-visible:outline-2 focus-visible:outline-sky-500"
                        >
                          <MoreVertical className="size-4" aria-hidden="true" />
                        </button>
                      }
                    >
                      <MenuItem
                        icon={<Pencil className="size-4" aria-hidden="true" />}
                        onSelect={() => actions.onEdit(flight)}
                      >
                        {flightScreenMessages.editFlight}
                      </MenuItem>
                      <MenuItem
                        icon={<Copy className="size-4" aria-hidden="true" />}
                        onSelect={() => actions.onDuplicate(flight)}
                      >
                        {teamMessages.duplicate}
                      </MenuItem>
                      {flight.status !== 'CANCELLED' && (
                        <MenuItem
                          tone="danger"
                          icon={<Ban className="size-4" aria-hidden="true" />}
                          onSelect={() => actions.onCancel(flight)}
                        >
                          {flightDeskMessages.cancelFlight}
                        </MenuItem>
                      )}
                      <MenuItem
                        tone="danger"
                        icon={<Trash2 className="size-4" aria-hidden="true" />}
                        onSelect={() => actions.onDelete(flight)}
                      >
                        {flightScreenMessages.deleteFlight}
                      </MenuItem>
                    </Menu>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
