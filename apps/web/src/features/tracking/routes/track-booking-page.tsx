import { MSG } from '@skylark/contract';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  BookingStatusBanner,
  CancellationSection,
  CustomerSection,
  FlightSection,
  PassengerSection,
  PayByLine,
  PaymentReportedNotice,
} from '@/components/bookings';
import { Button, Card, ErrorState, usePageTitle } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useTracking } from '@/features/tracking/api/track-booking';
import { FullBookingForm } from '@/features/tracking/components/full-booking-form';

/** Track Your Booking (/track-booking): public lookup by tracking ID. */
export default function TrackBookingPage() {
  usePageTitle('Track Your Booking');
  const [input, setInput] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [lastName, setLastName] = useState<string | null>(null);
  const tracking = useTracking(submitted, lastName);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = input.trim();
    if (!id) return; // docs/product.md §5: nothing happens
    if (id === submitted) void tracking.refetch();
    else {
      setSubmitted(id);
      setLastName(null);
    }
  };
  const searching = submitted !== null && tracking.isFetching;

  return (
    <section className="container-page max-w-3xl space-y-6 py-8 sm:py-12">
      <div>
        <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Track Your Booking</h1>
        <p className="mt-1 text-navy-600">Enter the tracking ID from your booking e-mail.</p>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row" role="search">
        <label htmlFor="tracking-id" className="sr-only">
          Tracking ID
        </label>
        <input
          id="tracking-id"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="Enter your tracking ID"
          autoComplete="off"
          className="h-12 w-full min-w-0 rounded-lg border border-navy-200 bg-white px-4 font-mono tracking-wider text-navy-900 uppercase shadow-sm placeholder:font-sans placeholder:tracking-normal placeholder:normal-case hover:border-navy-300 focus:outline-none focus-visible:outline-2 focus-visible:outline-sky-500 sm:flex-1"
        />
        <Button
          type="submit"
          size="lg"
          disabled={searching}
          icon={<Search className="size-5" aria-hidden="true" />}
        >
          {searching ? 'Searching...' : 'Track'}
        </Button>
      </form>

      {submitted !== null && !tracking.isFetching && tracking.isError && (
        <ErrorState title="Booking not found" message={errorMessage(tracking.error, MSG.trackingNotFound)} />
      )}
      {submitted !== null && tracking.isSuccess && !tracking.isFetching && (
        <section className="space-y-6" aria-label="Tracking result">
          <BookingStatusBanner
            status={tracking.data.bookingStatus}
            cancelReason={tracking.data.cancelReason}
            payBy={tracking.data.payment?.payBy}
            airport={tracking.data.departure.city}
            verifying={
              Boolean(tracking.data.paymentReportedAt) ||
              (tracking.data.payment !== null && tracking.data.payment.status !== 'AWAITING')
            }
          />
          {tracking.data.bookingStatus === 'PENDING' && tracking.data.paymentReportedAt && (
            <PaymentReportedNotice reportedAt={tracking.data.paymentReportedAt} />
          )}
          {tracking.data.bookingStatus === 'PENDING' && tracking.data.payment?.payBy && (
            <Card>
              <PayByLine payBy={tracking.data.payment.payBy} airport={tracking.data.departure.city} />
            </Card>
          )}
          <CustomerSection name={tracking.data.customerName} email={tracking.data.email} />
          <FlightSection booking={tracking.data} always />
          <PassengerSection
            passengers={tracking.data.passengers}
            specialRequests={tracking.data.specialRequests}
          />
          <CancellationSection cancellation={tracking.data.cancellation} />
          {tracking.data.limited && (
            <FullBookingForm onSubmit={setLastName} tried={lastName} busy={tracking.isFetching} />
          )}
        </section>
      )}
    </section>
  );
}
