import {
  bookingScreenMessages,
  CLASS_LABELS,
  MAX_PASSENGERS_PER_BOOKING,
  MSG,
  type BookingFormInput,
  type BookingFormValues,
  type CreateBookingInput,
  bookingFormSchema,
  bookingRequestFrom,
} from '@skylark/contract';
import { useQueries } from '@tanstack/react-query';
import { Plane } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type PartySize, bookingDraftOf, startingValues } from '@/components/booking-form/booking-draft';
import { FareBreakdownList } from '@/components/booking-form/fare-breakdown';
import { formPrice } from '@/components/booking-form/form-price';
import { PassengerList, usePassengerArrays } from '@/components/booking-form/passenger-list';
import {
  Button,
  Card,
  EmptyState,
  Form,
  FullPageSpinner,
  Input,
  Textarea,
  buttonClasses,
  useSchemaForm,
  usePageTitle,
} from '@/components/ui';
import { NetworkError, errorMessage } from '@/lib/api-client';
import { flightQueryOptions } from '@/lib/api/get-flight';
import { useAvailableSeats } from '@/lib/api/get-available-seats';
import { formatMoney } from '@/lib/format';
import { partySize } from '@/lib/party';
import { clearDraft, readDraft, useKeptDraft, writeDraft } from '@/lib/session-draft';
import { useUserSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { type TripSegment, readTripSegments, writeTripSegments } from '@/lib/trip-segments';
import { useCreateBooking } from '@/features/booking/api/create-booking';
import { SegmentSeats } from '@/features/booking/components/segment-seats';
import { AlreadyBooked, useCheckoutRecord } from '@/features/booking/made-booking';

/** The later flights' seats as kept in the draft: a list of seats per later flight. */
const laterSeatsOf = (flights: number) => (raw: unknown) =>
  Array.isArray(raw) && raw.length === flights && raw.every((seats) => Array.isArray(seats))
    ? (raw as unknown[][]).map((seats) =>
        seats.slice(0, MAX_PASSENGERS_PER_BOOKING).map((s) => (typeof s === 'string' ? s.slice(0, 4) : '')),
      )
    : null;

/**
 * The checkout of a trip of several flights (/book?segments=flightId:CLASS,…&adults=…,
 * docs/product.md §14.9): one passenger list, a seat per passenger on each flight, one booking. What
 * was chosen is kept as the one-flight form keeps it (§14.2).
 */
export default function TripCheckoutPage() {
  usePageTitle('Confirm Trip');
  const [params] = useSearchParams();
  const segments = readTripSegments(params.get('segments'));
  if (!segments) {
    return (
      <section className="container-page py-12">
        <EmptyState
          title="Trip not found"
          icon={<Plane className="size-7" aria-hidden="true" />}
          action={
            <Link to="/book-flights" className={buttonClasses({ variant: 'secondary' })}>
              Back to Search
            </Link>
          }
        />
      </section>
    );
  }
  return <TripCheckout key={params.get('segments')} segments={segments} />;
}

function TripCheckout({ segments }: { segments: TripSegment[] }) {
  const location = useLocation();
  const draftKey = `trip.${writeTripSegments(segments)}`;
  const record = useCheckoutRecord(draftKey);
  if (record.made) return <AlreadyBooked made={record.made} onAgain={record.again} />;
  return (
    <TripForm
      segments={segments}
      draftKey={draftKey}
      party={partySize(location.search)}
      idempotencyKey={record.idempotencyKey}
      onBooked={record.booked}
    />
  );
}

function TripForm({
  segments,
  draftKey,
  party,
  idempotencyKey,
  onBooked,
}: {
  segments: TripSegment[];
  draftKey: string;
  party?: PartySize;
  idempotencyKey: string;
  onBooked: ReturnType<typeof useCheckoutRecord>['booked'];
}) {
  const navigate = useNavigate();
  const { user } = useUserSession();
  const booking = useCreateBooking(idempotencyKey);
  const flights = useQueries({
    queries: segments.map((s) => ({ ...flightQueryOptions(s.flightId), retry: false })),
  });
  const firstSeats = useAvailableSeats(segments[0]!.flightId, segments[0]!.classType);
  const laterKey = `${draftKey}.later`;
  const [later, setLaterState] = useState<string[][]>(
    () => readDraft(laterKey, laterSeatsOf(segments.length - 1)) ?? segments.slice(1).map(() => ['']),
  );
  const setLater = (update: (all: string[][]) => string[][]) =>
    setLaterState((all) => {
      const next = update(all);
      writeDraft(laterKey, next);
      return next;
    });
  const [laterError, setLaterError] = useState<number | null>(null);
  const contact = user && {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phoneNumber,
  };
  const [draft] = useState(() => readDraft(draftKey, bookingDraftOf));
  const form = useSchemaForm<BookingFormInput, BookingFormValues>({
    schema: bookingFormSchema,
    defaultValues: draft ?? startingValues(contact, party),
  });
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors },
  } = form;
  useKeptDraft(draftKey, watch);
  const arrays = usePassengerArrays(control);
  const watched = useWatch({ control, name: 'passengers' }) ?? [];
  const count = arrays.passengers.fields.length;
  const firstChosen = watched.slice(0, count).map((p) => p?.seatNumber ?? '');
  const seatsOf = (k: number) => Array.from({ length: count }, (_, i) => later[k]?.[i] ?? '');

  if (flights.some((f) => f.isPending)) return <FullPageSpinner label="Loading flights…" />;
  const failed = flights.find((f) => f.isError);
  if (failed) {
    return (
      <section className="container-page py-12">
        <EmptyState
          title="Flight not found"
          description={errorMessage(failed.error, MSG.fetchFlightDetailsFailed)}
          icon={<Plane className="size-7" aria-hidden="true" />}
          action={
            <Link to="/book-flights" className={buttonClasses({ variant: 'secondary' })}>
              Back to Search
            </Link>
          }
        />
      </section>
    );
  }
  const data = flights.map((f) => f.data!);
  const priceOf = (k: number) =>
    data[k]!.classTypes.find((c) => c.type === segments[k]!.classType)?.price ?? 0;
  const { total, fare } = formPrice(
    segments.reduce((sum, _, k) => sum + priceOf(k), 0),
    watched.slice(0, count),
    new Date(data[0]!.departure.date),
    arrays.infants.fields.length,
    party?.children,
  );
  const firstFree = firstSeats.data ?? [];

  const onValid = (form: BookingFormValues) => {
    const missing = segments.slice(1).findIndex((_, k) => seatsOf(k).some((s) => !s));
    if (missing >= 0) return setLaterError(missing);
    setLaterError(null);
    const { flightId, classType, seatNumbers, ...rest } = bookingRequestFrom(
      form,
      segments[0]!.flightId,
      segments[0]!.classType,
      new Date(data[0]!.departure.date),
    );
    const request: CreateBookingInput = {
      ...rest,
      segments: [
        { flightId, classType, seatNumbers },
        ...segments.slice(1).map((s, k) => ({ ...s, seatNumbers: seatsOf(k) })),
      ],
    };
    booking.mutate(request, {
      onSuccess: (made) => {
        clearDraft(draftKey);
        clearDraft(laterKey);
        onBooked(made);
        toast.success(MSG.bookingCreatedToast);
        void navigate(`/bookings/${made._id}`);
      },
      onError: (error) =>
        toast.error(
          error instanceof NetworkError
            ? bookingScreenMessages.bookingOutcomeUnknown
            : errorMessage(error, MSG.createBookingFailed),
        ),
    });
  };

  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Confirm Trip</h1>
      <p className="mt-1 text-navy-600">
        Tell us who is flying and pick a seat for each traveller on every flight.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <Form form={form} onValid={onValid} className="min-w-0 space-y-6" aria-label="Booking form">
          <PassengerList
            arrays={arrays}
            register={register}
            errors={errors}
            seatOptionsFor={(index) =>
              firstFree.filter((s) => s === firstChosen[index] || !firstChosen.includes(s))
            }
            seatPlaceholder={firstSeats.isPending ? 'Loading seats…' : 'Select a seat'}
            seatsPending={firstSeats.isPending}
          />
          {segments.map((s, k) => (
            <SegmentSeats
              key={`${s.flightId}-${k}`}
              index={k}
              flightId={s.flightId}
              classType={s.classType}
              chosen={k === 0 ? firstChosen : seatsOf(k - 1)}
              dropdowns={k > 0}
              error={k > 0 && laterError === k - 1 ? MSG.selectSeat : undefined}
              onChange={(seats) =>
                k === 0
                  ? seats.forEach((seat, i) =>
                      setValue(`passengers.${i}.seatNumber`, seat, { shouldDirty: true }),
                    )
                  : setLater((all) => all.map((one, j) => (j === k - 1 ? seats : one)))
              }
            />
          ))}
          <Card title="Contact Information">
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
          <p className="flex items-baseline justify-between lg:hidden">
            <span className="text-navy-600">Total</span>
            <span className="text-2xl font-bold text-navy-900">{formatMoney(total)}</span>
          </p>
          <Button type="submit" size="lg" block loading={booking.isPending}>
            Confirm Booking
          </Button>
        </Form>
        <aside aria-label="Trip summary">
          <Card title="Your trip">
            <ol className="space-y-3 text-sm">
              {data.map((f, k) => (
                <li key={`${f._id}-${k}`}>
                  <p className="font-semibold text-navy-900">
                    Flight {k + 1} · {f.flightNumber}
                  </p>
                  <p className="text-navy-700">
                    {f.departure.city} → {f.arrival.city}
                  </p>
                  <p className="text-navy-600">
                    {CLASS_LABELS[segments[k]!.classType]} · {formatMoney(priceOf(k))} each
                  </p>
                </li>
              ))}
            </ol>
            <div className="mt-4 border-t border-navy-100 pt-3">
              <FareBreakdownList fare={fare} />
            </div>
          </Card>
        </aside>
      </div>
    </section>
  );
}
