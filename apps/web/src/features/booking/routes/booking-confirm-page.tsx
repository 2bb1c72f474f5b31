import { CLASS_LABELS, GENDERS, MEAL_PREFERENCES, MSG, type ClassType } from '@skylark/contract';
import { ArrowLeft, Plane } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import {
  Button,
  Card,
  Checkbox,
  EmptyState,
  ErrorState,
  FullPageSpinner,
  Input,
  Select,
  Textarea,
  buttonClasses,
  usePageTitle,
} from '@/components/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useUserSession } from '@/lib/session';
import { ageFrom } from '@/features/booking/age';
import { useAvailableSeats } from '@/features/booking/api/get-available-seats';
import { useCreateBooking } from '@/features/booking/api/create-booking';
import { useFlight } from '@/lib/api/get-flight';
import { classFromState, titleCase, type BookingForm } from '@/features/booking/booking-form';
import { newIdempotencyKey } from '@/features/booking/idempotency-key';

/** Booking confirmation (/booking/confirm/{flightId}): passenger, seat and contact, then POST /user/bookings. */
export default function BookingConfirmPage() {
  usePageTitle('Confirm Booking');
  const { flightId = '' } = useParams();
  const location = useLocation();
  const classType = classFromState(location.state);
  if (!classType) return <Navigate to={`/book-flights/${flightId}`} replace />;
  return <ConfirmForm flightId={flightId} classType={classType} />;
}

function ConfirmForm({ flightId, classType }: { flightId: string; classType: ClassType }) {
  const navigate = useNavigate();
  const { user } = useUserSession();
  const flight = useFlight(flightId, { retry: false });
  const seats = useAvailableSeats(flightId, classType);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const createBooking = useCreateBooking(idempotencyKey);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'dateOfBirth' | 'seatNumber', string>>>({});

  const { register, handleSubmit } = useForm<BookingForm>({
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      dateOfBirth: '',
      gender: 'MALE',
      mealPreference: 'REGULAR',
      wheelchair: false,
      infant: false,
      elderly: false,
      seatNumber: '',
      email: user?.email ?? '',
      phone: user?.phoneNumber ?? '',
      specialRequests: '',
    },
  });

  useEffect(() => {
    if (seats.isError) toast.error(MSG.loadSeatsFailed);
  }, [seats.isError]);

  if (flight.isPending) return <FullPageSpinner label="Loading flight…" />;
  if (flight.isError) {
    if (flight.error instanceof ApiError && (flight.error.status === 404 || flight.error.status === 400)) {
      return (
        <section className="container-page py-12">
          <EmptyState
            title="Flight not found"
            icon={<Plane className="size-7" aria-hidden="true" />}
            action={
              <Link to="/search-flights" className={buttonClasses({ variant: 'secondary' })}>
                Back to Search
              </Link>
            }
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

  const onSubmit = (form: BookingForm) => {
    // the three messages of docs/product.md §5, in order
    const checks: [keyof typeof errors, boolean, string][] = [
      ['name', !form.firstName.trim() || !form.lastName.trim(), MSG.enterPassengerName],
      ['dateOfBirth', ageFrom(form.dateOfBirth) === null, MSG.enterDateOfBirth],
      ['seatNumber', !form.seatNumber, MSG.selectSeat],
    ];
    const failed = checks.filter(([, bad]) => bad);
    setErrors(Object.fromEntries(failed.map(([field, , message]) => [field, message])));
    if (failed.length) {
      toast.error(failed[0]![2]);
      return;
    }
    createBooking.mutate(
      {
        flightId,
        classType,
        passengers: [
          {
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
            age: Math.max(0, ageFrom(form.dateOfBirth) ?? 0),
            gender: form.gender,
          },
        ],
        seatNumbers: [form.seatNumber],
        mealPreferences: [form.mealPreference],
        specialAssistance: [{ wheelchair: form.wheelchair, infant: form.infant, elderly: form.elderly }],
      },
      {
        onSuccess: (booking) => {
          toast.success(MSG.bookingCreatedToast);
          void navigate(`/bookings/${booking._id}`);
        },
        onError: (error) => {
          toast.error(errorMessage(error, MSG.createBookingFailed));
          void seats.refetch();
        },
      },
    );
  };

  const seatList = seats.data ?? [];

  return (
    <section className="container-page py-8 sm:py-12">
      <Link
        to={`/book-flights/${flightId}`}
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-sky-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to flight
      </Link>
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Confirm Booking</h1>
      <p className="mt-1 text-navy-600">Tell us who is flying and pick a seat.</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
          className="space-y-6"
          aria-label="Booking form"
        >
          <Card title="Passenger Information">
            <div className="grid gap-4 sm:grid-cols-2">
              <Input
                label="First Name"
                requiredMark
                autoComplete="given-name"
                error={errors.name}
                {...register('firstName')}
              />
              <Input label="Last Name" requiredMark autoComplete="family-name" {...register('lastName')} />
              <Input
                label="Date of Birth"
                type="date"
                requiredMark
                error={errors.dateOfBirth}
                max={new Date().toISOString().slice(0, 10)}
                {...register('dateOfBirth')}
              />
              <Select
                label="Gender"
                requiredMark
                options={GENDERS.map((g) => ({ value: g, label: titleCase(g) }))}
                {...register('gender')}
              />
              <Select
                label="Meal Preference"
                options={MEAL_PREFERENCES.map((m) => ({ value: m, label: titleCase(m) }))}
                {...register('mealPreference')}
              />
            </div>
            <fieldset className="mt-5">
              <legend className="text-sm font-medium text-navy-800">Special Assistance</legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                <Checkbox label="Wheelchair" {...register('wheelchair')} />
                <Checkbox label="Infant" {...register('infant')} />
                <Checkbox label="Elderly" {...register('elderly')} />
              </div>
            </fieldset>
          </Card>

          <Card title="Seat Selection" description={`${CLASS_LABELS[classType]} class`}>
            <Select
              label="Seat"
              requiredMark
              error={errors.seatNumber}
              disabled={seats.isPending}
              placeholder={
                seats.isPending ? 'Loading seats…' : seatList.length ? 'Select a seat' : 'No seats left'
              }
              options={seatList.map((s) => ({ value: s, label: s }))}
              {...register('seatNumber')}
            />
          </Card>

          <Card title="Contact Information">
            <div className="grid gap-4 sm:grid-cols-2">
              <Input label="Email" type="email" requiredMark autoComplete="email" {...register('email')} />
              <Input label="Phone" type="tel" requiredMark autoComplete="tel" {...register('phone')} />
              <Textarea
                label="Special Requests"
                containerClassName="sm:col-span-2"
                rows={3}
                {...register('specialRequests')}
              />
            </div>
          </Card>

          <Button type="submit" size="lg" block loading={createBooking.isPending}>
            Confirm Booking
          </Button>
        </form>

        <aside aria-label="Flight summary">
          <Card title="Your Flight" className="lg:sticky lg:top-24">
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="text-navy-500">Flight</dt>
                <dd className="font-semibold text-navy-900">{flight.data.flightNumber}</dd>
              </div>
              <div>
                <dt className="text-navy-500">From</dt>
                <dd className="font-medium text-navy-900">{flight.data.departure.city}</dd>
                <dd className="text-navy-600">{formatDateTime(flight.data.departure.date)}</dd>
              </div>
              <div>
                <dt className="text-navy-500">To</dt>
                <dd className="font-medium text-navy-900">{flight.data.arrival.city}</dd>
                <dd className="text-navy-600">{formatDateTime(flight.data.arrival.date)}</dd>
              </div>
              <div>
                <dt className="text-navy-500">Class</dt>
                <dd className="font-medium text-navy-900">{CLASS_LABELS[classType]}</dd>
              </div>
              <div className="border-t border-navy-100 pt-3">
                <dt className="text-navy-500">Total</dt>
                <dd className="text-2xl font-bold text-navy-900">{formatMoney(cabin?.price ?? 0)}</dd>
              </div>
            </dl>
          </Card>
        </aside>
      </div>
    </section>
  );
}
