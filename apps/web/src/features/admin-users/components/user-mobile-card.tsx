import type { AdminUser } from '@skylark/contract';
import {
  UserActionsMenu,
  userName,
  type UserActions,
} from '@/features/admin-users/components/user-actions-menu';
import { CustomerLink } from '@/components/desk';
import { UserStatusBadge } from '@/features/admin-users/components/user-status-badge';

/** A customer on a narrow screen: name, e-mail, status and the row menu all in view (docs/product.md#24-back-office-screens). */
export function UserMobileCard({ user, actions }: { user: AdminUser; actions: UserActions }) {
  return (
    <li
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-card"
      aria-label={userName(user) || user.email}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-navy-900">
            <CustomerLink id={user._id} name={userName(user) || user.email} />
          </p>
          <p className="text-sm break-all text-navy-600">{user.email}</p>
        </div>
        <UserActionsMenu user={user} actions={actions} />
      </div>
      <div className="mt-3 flex items-center gap-2 text-sm">
        <span className="text-navy-500">Status</span>
        <UserStatusBadge status={user.status} />
      </div>
    </li>
  );
}
