import type { FlightStatus } from '@skylark/contract';
import { X } from 'lucide-react';
import { Button, Input, Select } from '@/components/ui';
import type { AdminFlightFilters } from '@/features/admin-flights/api/get-admin-flights';

const STATUS_FILTERS: { value: FlightStatus | ''; label: string }[] = [
  { value: '', label: 'All Status' },
  { value: 'SCHEDULED', label: 'Scheduled' },
  { value: 'IN_PROGRESS', label: 'In Progress' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'CANCELLED', label: 'Cancelled' },
];

export interface FlightFiltersPanelProps {
  id: string;
  filters: AdminFlightFilters;
  /** The Route City box as typed (applied once typing settles). */
  cityInput: string;
  onCityInput: (value: string) => void;
  onFilter: <K extends keyof AdminFlightFilters>(key: K, value: AdminFlightFilters[K]) => void;
  /** Shown when some filter is set. */
  onClear?: () => void;
}

/** Status, Departure Date, Arrival Date and Route City of Flight Management (docs/product.md#24-back-office-screens). */
export function FlightFiltersPanel({
  id,
  filters,
  cityInput,
  onCityInput,
  onFilter,
  onClear,
}: FlightFiltersPanelProps) {
  return (
    <section
      id={id}
      aria-label="Filters"
      className="grid gap-4 rounded-2xl border border-navy-100 bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-4"
    >
      <Select
        label="Status"
        value={filters.status}
        onChange={(e) => onFilter('status', e.target.value as FlightStatus | '')}
        options={STATUS_FILTERS}
      />
      <Input
        label="Departure Date"
        type="date"
        value={filters.departureDate}
        onChange={(e) => onFilter('departureDate', e.target.value)}
      />
      <Input
        label="Arrival Date"
        type="date"
        value={filters.arrivalDate}
        onChange={(e) => onFilter('arrivalDate', e.target.value)}
      />
      <Input
        label="Route City"
        placeholder="e.g. Paris"
        value={cityInput}
        onChange={(e) => onCityInput(e.target.value)}
      />
      {onClear && (
        <div className="sm:col-span-2 lg:col-span-4">
          <Button
            variant="ghost"
            size="sm"
            icon={<X className="size-4" aria-hidden="true" />}
            onClick={onClear}
          >
            Clear filters
          </Button>
        </div>
      )}
    </section>
  );
}
