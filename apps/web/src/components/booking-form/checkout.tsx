import {
  bookingFormSchema,
  bookingRequestFrom,
  DEFAULT_FARE_BRAND,
  type Booking,
  type BookingFormInput,
  type BookingFormValues,
  type CreateBookingInput,
  type FareBrand,
  type Flight,
} from '@skylark/contract';
import { useQueries, type UseMutationResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, FullPageSpinner, Input, Textarea, useSchemaForm } from '@/components/ui';
import { OfferPrice } from '@/components/flights/offer-price';
import { NetworkError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { flightQueryOptions } from '@/lib/api/get-flight';
import { clearDraft, readDraft, useKeptDraft } from '@/lib/session-draft';
import { useToast } from '@/lib/toast';
import type { TripSegment } from '@/lib/trip-segments';
import { type BookingContact, type PartySize, bookingDraftOf, startingValues } from './booking-draft';
import { CheckoutFailed } from './checkout-failed';
import { BagPicker, useBagChoice } from './bag-picker';
import { FareBrandPicker } from './fare-brand-picker';
import { useFareBrands } from './use-fare-brands';
import { FlightSeats, seatPlaceholder } from './flight-seats';
import { FlightSummary } from './flight-summary';
import { formPrice } from './form-price';
import { PassengerList, usePassengerArrays } from './passenger-list';
import { useCheckoutSeats } from './use-checkout-seats';

export interface CheckoutProps {
  /** the flights booked together, 1 to 4, each with its class */
  segments: TripSegment[];
  contact: BookingContact | null;
  /** who travels, from the search; the form starts with a passenger per seat and the lap infants */
  party?: PartySize;
  /** the booking request: the traveller's own, or the desk's for a customer */
  booking: UseMutationResult<Booking, Error, CreateBookingInput>;
  onBooked: (booking: Booking) => void;
  /** above the form once the flights are read */
  header: ReactNode;
  /** under "Flight not found" */
  notFoundAction: ReactNode;
  className?: string;
  /** keeps what was typed in the tab's session storage under this key until the booking is made */
  draftKey?: string;
}

/** A flight's brand in the request: named unless Classic, the default (docs/product.md#1416-fare-brands). */
const brandField = (brand: FareBrand | undefined) =>
  brand && brand !== DEFAULT_FARE_BRAND ? { fareBrand: brand } : {};

/** The request for the form's values: one flight's as the spec has it, a trip's flights as segments. */
function requestOf(
  form: BookingFormValues,
  segments: TripSegment[],
  flights: Flight[],
  later: string[][],
  brands: FareBrand[],
) {
  const departureAt = new Date(flights[0]!.departure.date);
  const one = bookingRequestFrom(form, segments[0]!.flightId, segments[0]!.classType, departureAt);
  if (segments.length === 1) return { ...one, ...brandField(brands[0]) };
  const { flightId, classType, seatNumbers, ...rest } = one;
  return {
    ...rest,
    segments: [
      { flightId, classType, seatNumbers, ...brandField(brands[0]) },
      ...segments.slice(1).map((s, k) => ({ ...s, seatNumbers: later[k]!, ...brandField(brands[k + 1]) })),
    ],
  } satisfies CreateBookingInput;
}

/**
 * The checkout of 1 to 4 flights (docs/product.md#142-group-bookings-and-the-seat-map, docs/product.md#149-return-trips-and-multi-city): passengers, a seat per passenger on
 * each flight (a map, or a dropdown per passenger), contact, priced as typed, with the fare rules of
 * each class. The traveller's one-flight page and trip checkout, and the back office's customer page
 * (docs/product.md#122-one-view-per-customer) all use it, each with its own request.
 */
export function Checkout({
  segments,
  contact,
  party,
  booking,
  onBooked,
  header,
  notFoundAction,
  className = 'container-page py-8 sm:py-12',
  draftKey,
}: CheckoutProps) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('checkout');
  const flights = useQueries({
    queries: segments.map((s) => ({ ...flightQueryOptions(s.flightId), retry: false as const })),
  });
  const [draft] = useState(() => (draftKey ? readDraft(draftKey, bookingDraftOf) : null));
  const form = useSchemaForm<BookingFormInput, BookingFormValues>({
    schema: bookingFormSchema,
    defaultValues: draft ?? startingValues(contact, party),
  });
  const { register, control, watch, formState } = form;
  const { errors } = formState;
  useKeptDraft(draftKey, watch);
  const arrays = usePassengerArrays(control);
  const watched = useWatch({ control, name: 'passengers' }) ?? [];
  const seats = useCheckoutSeats(form, segments, { draftKey, booking });
  const fareBrands = useFareBrands(segments.length, draftKey);
  const bags = useBagChoice(segments.length);
  const [unseated, setUnseated] = useState(-1);

  const several = segments.length > 1;
  if (flights.some((f) => f.isPending))
    return <FullPageSpinner label={several ? t('loadingFlights') : t('loadingFlight')} />;
  const failed = flights.find((f) => f.isError);
  if (failed)
    return (
      <CheckoutFailed error={failed.error} onRetry={() => void failed.refetch()} action={notFoundAction} />
    );

  const data = flights.map((f) => f.data!);
  const cabins = data.map((f, k) => f.classTypes.find((c) => c.type === segments[k]!.classType));
  // each flight at the price of the brand chosen on it; the class price where the flight answers no brands
  const prices = cabins.map(
    (c, k) => c?.fares?.find((f) => f.brand === fareBrands.brands[k])?.price ?? c?.price ?? 0,
  );
  const count = arrays.passengers.fields.length;
  const priced = formPrice(
    prices.reduce((sum, p) => sum + p, 0),
    watched.slice(0, count),
    new Date(data[0]!.departure.date),
    arrays.infants.fields.length,
    party?.children,
  );
  // extra bags at each flight's bag price, beside the fares (docs/product.md#1419-paid-bags)
  const bagsTotal = bags.total(
    count,
    cabins.map((c) => c?.bagPrice),
  );
  const { fare } = priced;
  const total = priced.total + bagsTotal;
  const listTotal = priced.listTotal + bagsTotal;
  const first = seats.queries[0]!;
  const firstChosen = seats.chosen[0]!;
  const classes = new Set(segments.map((s) => s.classType));

  const onValid = (values: BookingFormValues) => {
    const missing = seats.firstUnseated();
    setUnseated(missing);
    if (missing >= 0) return;
    const made = requestOf(values, segments, data, seats.chosen.slice(1), fareBrands.brands);
    booking.mutate(
      { ...made, ...bags.field(count) },
      {
        onSuccess: (made) => {
          if (draftKey) clearDraft(draftKey);
          fareBrands.forget();
          seats.forget();
          toast.success(t('bookingCreated'));
          onBooked(made);
        },
        onError: (error) => {
          toast.error(
            error instanceof NetworkError ? t('outcomeUnknown') : errorMessage(error, t('createFailed')),
          );
          seats.refetch();
        },
      },
    );
  };

  return (
    <section className={className}>
      {header}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <Form form={form} onValid={onValid} className="min-w-0 space-y-6" aria-label={t('bookingForm')}>
          <PassengerList
            arrays={arrays}
            register={register}
            errors={errors}
            seatOptionsFor={(index) =>
              (first.data ?? []).filter((s) => s === firstChosen[index] || !firstChosen.includes(s))
            }
            seatPlaceholder={seatPlaceholder(first, t)}
            seatsPending={first.isPending}
          />

          {segments.map((s, k) => (
            <FlightSeats
              key={`${s.flightId}-${k}`}
              index={k}
              ofTrip={several}
              flight={data[k]!}
              classType={s.classType}
              seats={seats.queries[k]!}
              chosen={seats.chosen[k]!}
              onToggle={(seat) => seats.toggle(k, seat)}
              onPick={k > 0 ? (i, seat) => seats.pick(k, i, seat) : undefined}
              error={unseated === k ? t('selectSeat') : undefined}
              announcement={seats.announcements[k] ?? ''}
            />
          ))}

          {/* after the seat maps, so that Tab from the passengers still reaches the first map */}
          {segments.map((s, k) => {
            const fares = cabins[k]?.fares;
            const brand = fareBrands.brands[k] ?? DEFAULT_FARE_BRAND;
            const bagPrice = cabins[k]?.bagPrice;
            return (
              <Fragment key={`fare-${s.flightId}-${k}`}>
                {fares?.length ? (
                  <FareBrandPicker
                    index={k}
                    ofTrip={several}
                    classType={s.classType}
                    fares={fares}
                    value={brand}
                    onChange={(b) => fareBrands.choose(k, b)}
                  />
                ) : null}
                {bagPrice !== undefined && (
                  <BagPicker
                    index={k}
                    ofTrip={several}
                    names={watched
                      .slice(0, count)
                      .map((p) => `${p?.firstName ?? ''} ${p?.lastName ?? ''}`.trim())}
                    included={fares?.find((f) => f.brand === brand)?.includedBags ?? 0}
                    price={bagPrice}
                    counts={bags.counts[k] ?? []}
                    onChoose={(i, n) => bags.choose(k, i, n)}
                  />
                )}
              </Fragment>
            );
          })}

          <Card
            title={t('contact')}
            description={
              classes.size === 1 ? t('classOf', { class: t(`class.${segments[0]!.classType}`) }) : undefined
            }
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Input
                label={t('email')}
                type="email"
                requiredMark
                autoComplete="email"
                {...register('email')}
              />
              <Input label={t('phone')} type="tel" requiredMark autoComplete="tel" {...register('phone')} />
              <Textarea
                label={t('specialRequests')}
                containerClassName="sm:col-span-2"
                rows={3}
                maxLength={500}
                error={errors.specialRequests?.message}
                {...register('specialRequests')}
              />
            </div>
          </Card>

          {/* on a phone the summary sits below the form, so the total is repeated above the button (docs/product.md#142-group-bookings-and-the-seat-map) */}
          <p className="flex items-baseline justify-between lg:hidden" data-testid="total-above-button">
            <span className="text-navy-600">{t('total')}</span>
            <OfferPrice price={listTotal} offerPrice={total} className="text-2xl font-bold text-navy-900" />
          </p>
          {booking.error instanceof NetworkError && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('outcomeUnknown')}
            </p>
          )}
          <Button type="submit" size="lg" block loading={booking.isPending}>
            {t('confirm')}
          </Button>
        </Form>

        <aside aria-label={several ? t('tripSummary') : t('flightSummary')}>
          <FlightSummary
            flights={data}
            segments={segments}
            prices={prices}
            brands={fareBrands.brands}
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
