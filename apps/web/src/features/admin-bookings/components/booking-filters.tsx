import {
  BOOKING_STATUSES,
  CLASS_LABELS,
  CLASS_TYPES,
  type BookingStatus,
  type ClassType,
} from '@skylark/contract';
import { Input, Select } from '@/components/ui';
import type { BookingFilters } from '@/features/admin-bookings/api/get-bookings';

/** Start Date, End Date, Class Type and Status: each change reloads the list (docs/product.md#24-back-office-screens). */
export function BookingFiltersPanel({
  filters,
  onChange,
}: {
  filters: Omit<BookingFilters, 'search' | 'order'>;
  onChange: (next: Omit<BookingFilters, 'search' | 'order'>) => void;
}) {
  return (
    <div
      id="booking-filters"
      className="grid gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-card sm:grid-cols-2 lg:grid-cols-4"
    >
      <Input
        label="Start Date"
        type="date"
        value={filters.startDate}
        onChange={(e) => onChange({ ...filters, startDate: e.target.value })}
      />
      <Input
        label="End Date"
        type="date"
        value={filters.endDate}
        onChange={(e) => onChange({ ...filters, endDate: e.target.value })}
      />
      <Select
        label="Class Type"
        value={filters.classType}
        onChange={(e) => onChange({ ...filters, classType: e.target.value as ClassType | '' })}
        options={[
          { value: '', label: 'All Classes' },
          ...CLASS_TYPES.map((c) => ({ value: c, label: CLASS_LABELS[c] })),
        ]}
      />
      <Select
        label="Status"
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.target.value as BookingStatus | '' })}
        options={[
          { value: '', label: 'All Statuses' },
          ...BOOKING_STATUSES.map((s) => ({ value: s, label: s })),
        ]}
      />
    </div>
  );
}
