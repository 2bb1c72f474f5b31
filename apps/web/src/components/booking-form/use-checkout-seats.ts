import { MAX_PASSENGERS_PER_BOOKING, type BookingFormInput, type BookingFormValues } from '@skylark/contract';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '@/components/ui';
import { availableSeatsQueryOptions } from '@/lib/api/get-available-seats';
import { clearDraft, readDraft, writeDraft } from '@/lib/session-draft';
import { useToast } from '@/lib/toast';
import type { TripSegment } from '@/lib/trip-segments';

/** The later flights' seats as kept in the draft: a list of seats per later flight. */
const laterSeatsOf = (flights: number) => (raw: unknown) =>
  Array.isArray(raw) && raw.length === flights && raw.every((seats) => Array.isArray(seats))
    ? (raw as unknown[][]).map((seats) =>
        seats.slice(0, MAX_PASSENGERS_PER_BOOKING).map((s) => (typeof s === 'string' ? s.slice(0, 4) : '')),
      )
    : null;

/**
 * A checkout's seats, a seat per passenger on each flight (docs/product.md#142-group-bookings-and-the-seat-map, docs/product.md#149-return-trips-and-multi-city): the first
 * flight's are the passengers' own fields, the later flights' are kept beside the form's draft. A
 * seat someone else booked meanwhile is given up and said so, except while this checkout's own
 * booking is under way (its seats leave the free lists too).
 */
export function useCheckoutSeats(
  form: SchemaForm<BookingFormInput, BookingFormValues>,
  segments: TripSegment[],
  { draftKey, booking }: { draftKey?: string; booking: { isIdle: boolean; isError: boolean } },
) {
  const toast = useToast();
  const { t } = useTranslation('checkout');
  const queries = useQueries({
    queries: segments.map((s) => availableSeatsQueryOptions(s.flightId, s.classType)),
  });
  const laterKey = draftKey && `${draftKey}.later`;
  const [later, setLater] = useState<string[][]>(
    () =>
      (laterKey ? readDraft(laterKey, laterSeatsOf(segments.length - 1)) : null) ??
      segments.slice(1).map(() => ['']),
  );
  const [announcements, setAnnouncements] = useState<string[]>(() => segments.map(() => ''));
  const announce = (k: number, text: string) =>
    setAnnouncements((all) => all.map((one, j) => (j === k ? text : one)));

  const { setValue, control, formState } = form;
  const watched = useWatch({ control, name: 'passengers' }) ?? [];
  const count = watched.length;
  const chosen = [
    watched.map((p) => p?.seatNumber ?? ''),
    ...later.map((seats) => Array.from({ length: count }, (_, i) => seats[i] ?? '')),
  ];
  const validate = formState.isSubmitted;
  const set = useCallback(
    (k: number, seats: string[], previous: string[]) => {
      if (k === 0) {
        seats.forEach((seat, i) => {
          if (seat !== previous[i])
            setValue(`passengers.${i}.seatNumber`, seat, { shouldValidate: validate, shouldDirty: true });
        });
        return;
      }
      setLater((all) => {
        const next = all.map((one, j) => (j === k - 1 ? seats : one));
        if (laterKey) writeDraft(laterKey, next);
        return next;
      });
    },
    [setValue, validate, laterKey],
  );

  const freeNow = booking.isIdle || booking.isError ? queries.map((q) => q.data ?? null) : [];
  const freeKey = JSON.stringify(freeNow);
  const chosenKey = JSON.stringify(chosen);
  useEffect(() => {
    const free = JSON.parse(freeKey) as (string[] | null)[];
    (JSON.parse(chosenKey) as string[][]).forEach((seats, k) => {
      const open = free[k];
      const taken = open ? seats.filter((s) => s && !open.includes(s)) : [];
      if (!taken.length) return;
      set(
        k,
        seats.map((s) => (taken.includes(s) ? '' : s)),
        seats,
      );
      for (const seat of taken) {
        setAnnouncements((all) => all.map((one, j) => (j === k ? t('seatJustTaken', { seat }) : one)));
        toast.error(t('seatJustTaken', { seat }));
      }
    });
  }, [freeKey, chosenKey, set, t, toast]);

  const failed = queries.some((q) => q.isError);
  useEffect(() => {
    if (failed) toast.error(t('loadSeatsFailed'));
  }, [failed, t, toast]);

  return {
    queries,
    chosen,
    announcements,
    /** passenger `index` takes `seat` on flight `k` (a later flight's dropdown) */
    pick: (k: number, index: number, seat: string) =>
      set(
        k,
        chosen[k]!.map((s, i) => (i === index ? seat : s)),
        chosen[k]!,
      ),
    /** a seat on the map goes to the first passenger without one; choosing a chosen seat again frees it */
    toggle: (k: number, seat: string) => {
      const seats = chosen[k]!;
      const holder = seats.indexOf(seat);
      const target = holder >= 0 ? holder : seats.findIndex((s) => !s);
      if (target < 0) return announce(k, t('everyoneSeated'));
      set(
        k,
        seats.map((s, i) => (i === target ? (holder >= 0 ? '' : seat) : s)),
        seats,
      );
      announce(k, holder >= 0 ? t('seatFreed', { seat }) : t('seatChosen', { seat, n: target + 1 }));
    },
    /** the first later flight where a passenger has no seat yet, or -1 (the first's are form fields) */
    firstUnseated: () => chosen.findIndex((seats, k) => k > 0 && seats.some((s) => !s)),
    forget: () => laterKey && clearDraft(laterKey),
    refetch: () => queries.forEach((q) => void q.refetch()),
  };
}
