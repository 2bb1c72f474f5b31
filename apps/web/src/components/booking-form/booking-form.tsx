import {
  bookingScreenMessages,
  CLASS_LABELS,
  MSG,
  seatMapMessages,
  bookingFormSchema,
  seatChosenMessage,
  seatFreedMessage,
  seatJustTakenMessage,
  seatNumbersOf,
  bookingRequestFrom,
  type Booking,
  type BookingFormInput,
  type BookingFormValues,
  type ClassType,
  type CreateBookingInput,
} from '@skylark/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { Plane } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Form,
  FullPageSpinner,
  Input,
  Textarea,
  useSchemaForm,
} from '@/components/ui';
import { NetworkError, errorMessage, isNotFound } from '@/lib/api-client';
import { OfferPrice } from '@/components/flights/offer-price';
import { useAvailableSeats } from '@/lib/api/get-available-seats';
import { useFlight } from '@/lib/api/get-flight';
import { clearDraft, readDraft, useKeptDraft } from '@/lib/session-draft';
import { type BookingContact, type PartySize, bookingDraftOf, startingValues } from './booking-draft';
import { formPrice } from './form-price';
import { FlightSummary } from './flight-summary';
import { PassengerList, usePassengerArrays } from './passenger-list';
import { SeatMap } from './seat-map';

export interface BookingFormProps {
  flightId: string;
  classType: ClassType;
  contact: BookingContact | null;
  /** who travels, from the search; the form starts with a passenger per seat and the lap infants */
  party?: PartySize;
  /** the booking request: the traveller's own, or the desk's for a customer */
  booking: UseMutationResult<Booking, Error, CreateBookingInput>;
  onBooked: (booking: Booking) => void;
  /** above the form once the flight is read */
  header: ReactNode;
  /** under "Flight not found" */
  notFoundAction: ReactNode;
  className?: string;
  /** keeps what was typed in the tab's session storage under this key until the booking is made */
  draftKey?: string;
}

/**
 * The booking form (docs/product.md §14.2): passengers, seats (a map, or a dropdown per passenger on
 * a phone) and contact, priced as typed. The traveller's confirmation page and the back office's
 * customer page (§12.2) both use it, each with its own request.
 */
export function BookingForm({
  flightId,
  classType,
  contact,
  party,
  booking,
  onBooked,
  header,
  notFoundAction,
  className = 'container-page py-8 sm:py-12',
  draftKey,
}: BookingFormProps) {
  const flight = useFlight(flightId, { retry: false });
  const seats = useAvailableSeats(flightId, classType);
  const [announcement, setAnnouncement] = useState('');

  const [draft] = useState(() => (draftKey ? readDraft(draftKey, bookingDraftOf) : null));
  const form = useSchemaForm<BookingFormInput, BookingFormValues>({
    schema: bookingFormSchema,
    defaultValues: draft ?? startingValues(contact, party),
  });
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  useKeptDraft(draftKey, watch);
  const arrays = usePassengerArrays(control);
  const { passengers, infants } = arrays;
  const watched = useWatch({ control, name: 'passengers' }) ?? [];
  const chosenSeats = watched.map((p) => p?.seatNumber ?? '');

  useEffect(() => {
    if (seats.isError) toast.error(MSG.loadSeatsFailed);
  }, [seats.isError]);

  // a seat the family chose but someone else booked meanwhile is given up, and said so
  // (not while this form's own booking is under way: its seats leave the free list too)
  const freeNow = booking.isIdle || booking.isError ? seats.data : undefined;
  const chosenKey = chosenSeats.join(',');
  useEffect(() => {
    if (!freeNow) return;
    chosenKey.split(',').forEach((seat, i) => {
      if (seat && !freeNow.includes(seat)) {
        setValue(`passengers.${i}.seatNumber`, '');
        setAnnouncement(seatJustTakenMessage(seat));
        toast.error(seatJustTakenMessage(seat));
      }
    });
  }, [freeNow, chosenKey, setValue]);

  if (flight.isPending) return <FullPageSpinner label="Loading flight…" />;
  if (flight.isError) {
    if (isNotFound(flight.error)) {
      return (
        <section className="container-page py-12">
          <EmptyState
            title="Flight not found"
            icon={<Plane className="size-7" aria-hidden="true" />}
            action={notFoundAction}
          />
        </section>
      );
    }
    return (
      <section className="container-page py-12">
        <ErrorState
          message={errorMessage(flight.error, MSG.fetchFlightDetailsFailed)}
          onRetry={() => void flight.refetch()}
        />
      </section>
    );
  }

  const cabin = flight.data.classTypes.find((c) => c.type === classType);
  const count = passengers.fields.length;
  const departureAt = new Date(flight.data.departure.date);
  const { total, listTotal, fare } = formPrice(
    cabin?.price ?? 0,
    watched.slice(0, count),
    departureAt,
    infants.fields.length,
    party?.children,
  );

  const onValid = (form: BookingFormValues) => {
    booking.mutate(bookingRequestFrom(form, flightId, classType, departureAt), {
      onSuccess: (made) => {
        if (draftKey) clearDraft(draftKey);
        toast.success(MSG.bookingCreatedToast);
        onBooked(made);
      },
      onError: (error) => {
        toast.error(
          error instanceof NetworkError
            ? bookingScreenMessages.bookingOutcomeUnknown
            : errorMessage(error, MSG.createBookingFailed),
        );
        void seats.refetch();
      },
    });
  };

  const seatList = seats.data ?? [];
  const seatPlaceholder = seats.isPending
    ? 'Loading seats…'
    : seatList.length
      ? 'Select a seat'
      : 'No seats left';
  const seatOptionsFor = (index: number) =>
    seatList.filter((s) => s === chosenSeats[index] || !chosenSeats.includes(s));
  const cabinSeats = seatNumbersOf(
    classType,
    flight.data.classTypes.map((c) => ({ type: c.type, seats: c.totalSeats })),
  );
  // a seat goes to the first passenger without one; choosing a chosen seat again frees it
  const toggleSeat = (seat: string) => {
    const holder = chosenSeats.indexOf(seat);
    const target = holder >= 0 ? holder : chosenSeats.findIndex((s) => !s);
    if (target < 0) return setAnnouncement(seatMapMessages.everyoneSeated);
    setValue(`passengers.${target}.seatNumber`, holder >= 0 ? '' : seat, { shouldValidate: isSubmitted });
    setAnnouncement(holder >= 0 ? seatFreedMessage(seat) : seatChosenMessage(seat, target + 1));
  };

  return (
    <section className={className}>
      {header}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <Form form={form} onValid={onValid} className="min-w-0 space-y-6" aria-label="Booking form">
          <PassengerList
            arrays={arrays}
            register={register}
            errors={errors}
            seatOptionsFor={seatOptionsFor}
            seatPlaceholder={seatPlaceholder}
            seatsPending={seats.isPending}
          />

          {seats.isSuccess && cabinSeats.length > 0 && (
            <Card title={seatMapMessages.title}>
              <SeatMap
                seats={cabinSeats}
                free={new Set(seatList)}
                chosen={chosenSeats}
                classLabel={CLASS_LABELS[classType]}
                onToggle={toggleSeat}
              />
              <p role="status" className="sr-only">
                {announcement}
              </p>
            </Card>
          )}

          <Card title="Contact Information" description={`${CLASS_LABELS[classType]} class`}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Input label="Email" type="email" requiredMark autoComplete="email" {...register('email')} />
              <Input label="Phone" type="tel" requiredMark autoComplete="tel" {...register('phone')} />
              <Textarea
                label={bookingScreenMessages.specialRequests}
                containerClassName="sm:col-span-2"
                rows={3}
                maxLength={500}
                error={errors.specialRequests?.message}
                {...register('specialRequests')}
              />
            </div>
          </Card>

          {/* on a phone the summary sits below the form, so the total is repeated above the button (docs/product.md §14.2) */}
          <p className="flex items-baseline justify-between lg:hidden" data-testid="total-above-button">
            <span className="text-navy-600">Total</span>
            <OfferPrice price={listTotal} offerPrice={total} className="text-2xl font-bold text-navy-900" />
          </p>
          {booking.error instanceof NetworkError && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {bookingScreenMessages.bookingOutcomeUnknown}
            </p>
          )}
          <Button type="submit" size="lg" block loading={booking.isPending}>
            Confirm Booking
          </Button>
        </Form>

        <aside aria-label="Flight summary">
          <FlightSummary
            flight={flight.data}
            classType={classType}
            passengers={count}
            total={total}
            listTotal={listTotal}
            fare={fare}
          />
        </aside>
      </div>
    </section>
  );
}
