import { MSG } from '@skylark/contract';
import type { ReactNode } from 'react';
import { Dialog, ErrorState, Spinner } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatDate } from '@/lib/format';
import { useUser } from '@/features/admin-users/api/get-user';
import { UserStatusBadge } from './user-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-navy-100 py-3 last:border-0 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-navy-500">{label}</dt>
      <dd className="text-sm font-medium break-all text-navy-900 sm:text-end">{children}</dd>
    </div>
  );
}

/** User Details (docs/product.md#24-back-office-screens) with the spec's defaults for missing values. */
export function UserDetailsDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const errorMessage = useErrorMessage();
  const { data: user, isPending, isError, error } = useUser(userId);
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()} title="User Details" size="sm">
      {isPending ? (
        <div className="flex justify-center py-10 text-sky-600">
          <Spinner />
        </div>
      ) : isError ? (
        <ErrorState message={errorMessage(error, MSG.fetchUserDetailsFailed)} />
      ) : (
        <dl>
          <Row label="Name">{`${user.firstName} ${user.lastName}`.trim()}</Row>
          <Row label="Status">
            <UserStatusBadge status={user.status} />
          </Row>
          <Row label="Email">{user.email}</Row>
          <Row label="Phone">{user.phone || user.phoneNumber || 'Not provided'}</Row>
          <Row label="Joined">{user.createdAt ? formatDate(user.createdAt) : 'N/A'}</Row>
          <Row label="Total bookings">{user.totalBookings ?? 0}</Row>
          <Row label="Last booking">{user.lastBooking ? formatDate(user.lastBooking) : 'Never'}</Row>
        </dl>
      )}
    </Dialog>
  );
}
