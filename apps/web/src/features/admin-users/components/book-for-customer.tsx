import {
  CLASS_LABELS,
  customerMessages,
  type AdminUser,
  type Booking,
  type ClassType,
} from '@skylark/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Checkout } from '@/components/booking-form/checkout';
import { Button, Card, Form, Input, Select, useSchemaForm } from '@/components/ui';
import { formatFlightDateTime } from '@/lib/format';
import { BackOfficeRegion, PageLanguageRegion } from '@/lib/i18n/language-region';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useBookForCustomer } from '@/features/admin-users/api/book-for-customer';
import { useFindFlights } from '@/features/admin-users/api/find-flights';
import type { DeskChoice, DeskChoiceInput } from '@/features/admin-users/desk-choice-schema';

interface Choice {
  flightId: string;
  classType: ClassType;
  /** one Idempotency-Key per opened form */
  key: string;
}

/**
 * Book for Customer (docs/product.md#122-one-view-per-customer): a flight and class, then the traveller's own booking
 * form, sent to the desk's route so the booking is the customer's and names the agent.
 */
export function BookForCustomer({ customer }: { customer: AdminUser }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
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
      <ChooseFlight
        onChosen={({ flightId, classType }) => setChoice({ flightId, classType, key: newIdempotencyKey() })}
      />
    </Card>
  );
}

/** A flight found by its cities and day, and one of its classes with seats left. */
function ChooseFlight({ onChosen }: { onChosen: (choice: DeskChoice) => void }) {
  const form = useSchemaForm<DeskChoiceInput, DeskChoice>({
    // zod and the schema load with the first check, not with the page (docs/product.md#102-what-the-public-pages-load-first)
    schema: () => import('@/features/admin-users/desk-choice-schema').then((m) => m.deskChoiceSchema),
    defaultValues: { from: '', to: '', date: '', flightId: '', classType: '' },
  });
  const { register, control, setValue } = form;
  const [from, to, date, flightId, classType] = useWatch({
    control,
    name: ['from', 'to', 'date', 'flightId', 'classType'],
  });
  const flights = useFindFlights({ from, to, date });
  const found = flights.data?.data ?? [];
  const flight = found.find((f) => f._id === flightId);
  return (
    <Form
      form={form}
      onValid={onChosen}
      aria-label={customerMessages.bookForCustomer}
      className="grid gap-4 sm:grid-cols-3"
    >
      <Input label="From" {...register('from')} />
      <Input label="To" {...register('to')} />
      <Input label="Date" type="date" {...register('date')} />
      <Select
        label={customerMessages.chooseFlight}
        containerClassName="sm:col-span-2"
        placeholder={
          flights.isPending ? 'Loading flights…' : found.length ? 'Select a flight' : 'No flights found'
        }
        options={found.map((f) => ({
          value: f._id,
          label: `${f.flightNumber} · ${f.departure.city} → ${f.arrival.city} · ${formatFlightDateTime(f.departure)}`,
        }))}
        {...register('flightId', { onChange: () => setValue('classType', '') })}
      />
      <Select
        label={customerMessages.chooseClass}
        placeholder="Select a class"
        disabled={!flight}
        options={(flight?.classTypes ?? [])
          .filter((c) => c.availableSeats > 0)
          .map((c) => ({ value: c.type, label: CLASS_LABELS[c.type] }))}
        {...register('classType')}
      />
      <div className="sm:col-span-3">
        <Button type="submit" disabled={!flight || !classType}>
          {customerMessages.continueToPassengers}
        </Button>
      </div>
    </Form>
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
  // the traveller's checkout, in the page's language as the booking parts the desk shares are
  // (docs/decisions/109); its header and its way back are the desk's, in English
  return (
    <PageLanguageRegion>
      <Checkout
        segments={[{ flightId: choice.flightId, classType: choice.classType }]}
        contact={{
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: customer.phone,
        }}
        booking={booking}
        onBooked={onBooked}
        notFoundAction={<BackOfficeRegion>{back}</BackOfficeRegion>}
        className="rounded-2xl border border-navy-100 bg-white p-4 shadow-card sm:p-6"
        header={
          <BackOfficeRegion className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-navy-900">
              {customerMessages.bookingTitle}: {customer.firstName} {customer.lastName}
            </h2>
            {back}
          </BackOfficeRegion>
        }
      />
    </PageLanguageRegion>
  );
}
