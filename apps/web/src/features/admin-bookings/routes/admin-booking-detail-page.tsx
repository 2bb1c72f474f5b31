import { changeScreenMessages, MSG, changeOffered } from '@skylark/contract';
import { useState } from 'react';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  BookingStatusBanner,
  CancellationSection,
  Eu261NoticeSection,
  ChangeChoices,
  ChangeFlightDialog,
  CustomerSection,
  DetailRow,
  FlightSection,
  PassengerSection,
  PaymentSection,
  RefundSection,
  PaymentStatusBanner,
} from '@/components/bookings';
import { RejectDialog, WaitingNote } from '@/components/desk';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  FullPageSpinner,
  buttonClasses,
  usePageTitle,
} from '@/components/ui';
import { isNotFound } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { PageLanguageRegion } from '@/lib/i18n/language-region';
import { useDecideBooking } from '@/features/admin-bookings/api/decide-booking';
import { useAdminBooking } from '@/features/admin-bookings/api/get-booking';
import {
  ApproveUnreportedDialog,
  paymentSignalled,
} from '@/features/admin-bookings/components/approve-unreported-dialog';
import { DecisionButtons } from '@/features/admin-bookings/components/decision-buttons';
import { ReconcilePanel } from '@/features/admin-bookings/components/reconcile-panel';

const backLink = (
  <Link to="/admin/bookings" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to Bookings
  </Link>
);

/** Admin booking detail (/admin/bookings/{id}). */
export default function AdminBookingDetailPage() {
  const errorMessage = useErrorMessage();
  usePageTitle('Booking Details');
  const { id = '' } = useParams();
  const booking = useAdminBooking(id);
  const decide = useDecideBooking();
  const [rejecting, setRejecting] = useState(false);
  const [changing, setChanging] = useState(false);
  const navigate = useNavigate();
  const [approvingUnreported, setApprovingUnreported] = useState(false);

  if (booking.isPending) return <FullPageSpinner label="Loading booking…" />;
  if (booking.isError) {
    const missing = isNotFound(booking.error);
    return (
      <div className="mx-auto max-w-4xl space-y-6">
        {backLink}
        {missing ? (
          <EmptyState title="Booking not found" icon={<SearchX className="size-7" aria-hidden="true" />} />
        ) : (
          <ErrorState
            message={errorMessage(booking.error, MSG.fetchBookingDetailsFailed)}
            onRetry={() => void booking.refetch()}
          />
        )}
      </div>
    );
  }

  const b = booking.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {backLink}
        {b.bookingStatus === 'PENDING' && (
          <div className="flex gap-2">
            <DecisionButtons
              pending={decide.isPending}
              onDecide={(action) =>
                action !== 'approve'
                  ? setRejecting(true)
                  : paymentSignalled(b)
                    ? decide.mutate({ id: b._id, action })
                    : setApprovingUnreported(true)
              }
            />
          </div>
        )}
      </div>
      <div>
        <h1 className="text-2xl font-bold text-navy-900">Booking Details</h1>
        <WaitingNote booking={b} />
      </div>
      <PageLanguageRegion className="grid gap-4 md:grid-cols-2">
        <BookingStatusBanner status={b.bookingStatus} cancelReason={b.cancelReason} audience="admin" />
        <PaymentStatusBanner status={b.paymentStatus} />
      </PageLanguageRegion>
      <Card title="Tracking Information">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailRow label="Tracking ID">
            <span className="font-mono tracking-wider">{b.trackingId || 'N/A'}</span>
          </DetailRow>
          <DetailRow label="Booking ID">
            <span className="font-mono text-xs">{b._id || 'N/A'}</span>
          </DetailRow>
        </dl>
      </Card>
      <PageLanguageRegion>
        <PaymentSection booking={b} />
      </PageLanguageRegion>
      <ReconcilePanel booking={b} />
      <PageLanguageRegion className="space-y-6">
        <CustomerSection
          name={b.userId ? `${b.userId.firstName} ${b.userId.lastName}` : b.customerName}
          email={b.userId?.email ?? b.email}
          reference={b.trackingId}
          customerId={b.userId?._id}
          bookedBy={b.bookedBy?.name}
        />
        <FlightSection booking={b} />
        <PassengerSection passengers={b.passengers} specialRequests={b.specialRequests} infants={b.infants} />
        <CancellationSection cancellation={b.cancellation} />
        <Eu261NoticeSection notices={b.eu261} />
        <RefundSection booking={b} audience="admin" />
        <ChangeChoices
          booking={b}
          linkOf={(other) => `/admin/bookings/${other}`}
          onMove={() => setChanging(true)}
        />
        <ChangeFlightDialog
          booking={changing ? b : null}
          base="/admin/bookings"
          onClose={() => setChanging(false)}
          onChanged={(next) => {
            setChanging(false);
            void navigate(`/admin/bookings/${next.id}`);
          }}
        />
      </PageLanguageRegion>
      {!b.change?.freeMove && changeOffered(b, Date.now()) && (
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => setChanging(true)}>
            {changeScreenMessages.changeFlight}
          </Button>
        </div>
      )}
      <ApproveUnreportedDialog
        booking={approvingUnreported ? b : null}
        pending={decide.isPending}
        onClose={() => setApprovingUnreported(false)}
        onConfirm={() =>
          decide.mutate({ id: b._id, action: 'approve' }, { onSettled: () => setApprovingUnreported(false) })
        }
      />
      <RejectDialog
        open={rejecting}
        onOpenChange={setRejecting}
        pending={decide.isPending}
        onConfirm={(reason) =>
          decide.mutate({ id: b._id, action: 'reject', reason }, { onSettled: () => setRejecting(false) })
        }
      />
    </div>
  );
}
