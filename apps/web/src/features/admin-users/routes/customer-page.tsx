import { CUSTOMER_OVERVIEW_LIMIT, customerMessages, MSG } from '@skylark/contract';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DetailRow } from '@/components/bookings';
import { Card, EmptyState, ErrorState, FullPageSpinner, buttonClasses, usePageTitle } from '@/components/ui';
import { isNotFound } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatDate, formatDateTime } from '@/lib/format';
import { useCustomerOverview } from '@/features/admin-users/api/get-customer-overview';
import { BookForCustomer } from '@/features/admin-users/components/book-for-customer';
import { CustomerActivity } from '@/features/admin-users/components/customer-activity';
import { CustomerBookings } from '@/features/admin-users/components/customer-bookings';
import { UserStatusBadge } from '@/features/admin-users/components/user-status-badge';

const backLink = (
  <Link to="/admin/users" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to Users
  </Link>
);

/** The customer page (/admin/users/{id}, docs/product.md#122-one-view-per-customer): everything about one customer, and booking for them. */
export default function CustomerPage() {
  const errorMessage = useErrorMessage();
  usePageTitle(customerMessages.pageTitle);
  const { id = '' } = useParams();
  const overview = useCustomerOverview(id);

  if (overview.isPending) return <FullPageSpinner label="Loading customer…" />;
  if (overview.isError) {
    const missing = isNotFound(overview.error);
    return (
      <div className="mx-auto max-w-5xl space-y-6">
        {backLink}
        {missing ? (
          <EmptyState title="User not found" icon={<SearchX className="size-7" aria-hidden="true" />} />
        ) : (
          <ErrorState
            message={errorMessage(overview.error, MSG.fetchUserDetailsFailed)}
            onRetry={() => void overview.refetch()}
          />
        )}
      </div>
    );
  }

  const data = overview.data;
  const user = data.user;
  const limited =
    data.bookings.length >= CUSTOMER_OVERVIEW_LIMIT
      ? customerMessages.newestOnly(CUSTOMER_OVERVIEW_LIMIT)
      : null;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {backLink}
      <h1 className="text-2xl font-bold wrap-anywhere text-navy-900">
        {user.firstName} {user.lastName}
      </h1>
      <Card title={customerMessages.profile}>
        <dl className="grid gap-4 sm:grid-cols-3">
          <DetailRow label="Email">{user.email}</DetailRow>
          <DetailRow label="Phone">{user.phone || 'N/A'}</DetailRow>
          <DetailRow label="Status">
            <UserStatusBadge status={user.status} />
          </DetailRow>
          <DetailRow label="Joined">{formatDate(user.createdAt)}</DetailRow>
          <DetailRow label="Total Bookings">{user.totalBookings}</DetailRow>
          <DetailRow label="Last Booking">
            {user.lastBooking ? formatDateTime(user.lastBooking) : 'Never'}
          </DetailRow>
        </dl>
      </Card>
      {user.status === 'active' ? (
        <BookForCustomer customer={user} />
      ) : (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {customerMessages.customerBlocked}
        </p>
      )}
      <CustomerBookings bookings={data.bookings} limited={limited} />
      <CustomerActivity overview={data} />
    </div>
  );
}
