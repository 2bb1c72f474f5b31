import {
  CLASS_LABELS,
  customerMessages,
  type AdminUser,
  type Booking,
  type ClassType,
} from '@skylark/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { BookingForm } from '@/components/booking-form/booking-form';
import { Button, Card, Input, Select } from '@/components/ui';
import { formatFlightDateTime } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useBookForCustomer } from '@/features/admin-users/api/book-for-customer';
import { type FlightFilter, useFindFlights } from '@/features/admin-users/api/find-flights';

interface Choice {
  flightId: string;
  classType: ClassType;
  /** one Idempotency-Key per opened form */
  key: string;
}

/**
 * Book for Customer (docs/product.md §12.2): a flight and class, then the traveller's own booking
 * form, sent to the desk's route so the booking is the customer's and names the agent.
 */
export function BookForCustomer({ customer }: { customer: AdminUser }) {
  const [filter, setFilter] = useState<FlightFilter>({ from: '', to: '', date: '' });
  const [flightId, setFlightId] = useState('');
  const [classType, setClassType] = useState<ClassType | ''>('');
  const [choice, setChoice] = useState<Choice | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  const flights = useFindFlights(filter);
  const found = flights.data?.data ?? [];
  const flight = found.find((f) => f._id === flightId);

  if (choice) {
    return (
      <DeskBookingForm
        customer={customer}
        choice={choice}
        onBooked={(b) => {
          setBooked(b);
          setChoice(null);
        }}
        onBack={() => setChoice(null)}
      />
    );
  }
  return (
    <Card title={customerMessages.bookForCustomer}>
      {booked && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {customerMessages.bookedForCustomer}:{' '}
          <Link to={`/admin/bookings/${booked._id}`} className="font-mono font-semibold underline">
            #{booked.trackingId}
          </Link>
        </p>
      )}
      <form
        aria-label={customerMessages.bookForCustomer}
        className="grid gap-4 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (flight && classType) setChoice({ flightId: flight._id, classType, key: newIdempotencyKey() });
        }}
      >
        <Input
          label="From"
          value={filter.from}
          onChange={(e) => setFilter({ ...filter, from: e.target.value })}
        />
        <Input label="To" value={filter.to} onChange={(e) => setFilter({ ...filter, to: e.target.value })} />
        <Input
          label="Date"
          type="date"
          value={filter.date}
          onChange={(e) => setFilter({ ...filter, date: e.target.value })}
        />
        <Select
          label={customerMessages.chooseFlight}
          containerClassName="sm:col-span-2"
          value={flightId}
          placeholder={
            flights.isPending ? 'Loading flights…' : found.length ? 'Select a flight' : 'No flights found'
          }
          options={found.map((f) => ({
            value: f._id,
            label: `${f.flightNumber} · ${f.departure.city} → ${f.arrival.city} · ${formatFlightDateTime(f.departure)}`,
          }))}
          onChange={(e) => {
            setFlightId(e.target.value);
            setClassType('');
          }}
        />
        <Select
          label={customerMessages.chooseClass}
          value={classType}
          placeholder="Select a class"
          disabled={!flight}
          options={(flight?.classTypes ?? [])
            .filter((c) => c.availableSeats > 0)
            .map((c) => ({ value: c.type, label: CLASS_LABELS[c.type] }))}
          onChange={(e) => setClassType(e.target.value as ClassType | '')}
        />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={!flight || !classType}>
            {customerMessages.continueToPassengers}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function DeskBookingForm({
  customer,
  choice,
  onBooked,
  onBack,
}: {
  customer: AdminUser;
  choice: Choice;
  onBooked: (booking: Booking) => void;
  onBack: () => void;
}) {
  const booking = useBookForCustomer(customer._id, choice.key);
  const back = (
    <Button variant="outline" size="sm" onClick={onBack}>
      Choose another flight
    </Button>
  );
  return (
    <BookingForm
      flightId={choice.flightId}
      classType={choice.classType}
      contact={{
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phone: customer.phone,
      }}
      booking={booking}
      onBooked={onBooked}
      notFoundAction={back}
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-card sm:p-6"
      header={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-navy-900">
            {customerMessages.bookingTitle}: {customer.firstName} {customer.lastName}
          </h2>
          {back}
        </div>
      }
    />
  );
}
