import { type AdminUser, exportMessages, MSG } from '@skylark/contract';
import { FileDown, Users } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '@/lib/toast';
import { CustomerLink } from '@/components/desk';
import { ConfirmDialog, EmptyState, Pagination, usePageTitle } from '@/components/ui';
import { ListSpinner, QueryList } from '@/components/ui/query-list';
import { DownloadButton } from '@/components/ui/download-button';
import { SearchField } from '@/components/ui/search-field';
import { TableHead } from '@/components/ui/table-head';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useDebouncedApply } from '@/lib/hooks/use-debounced-apply';
import { usePageClamp } from '@/lib/hooks/use-page-clamp';
import { useIsFullAdmin } from '@/lib/session';
import { useDeleteUser } from '@/features/admin-users/api/delete-user';
import { useUsers } from '@/features/admin-users/api/get-users';
import { useUpdateUserStatus } from '@/features/admin-users/api/update-user-status';
import {
  UserActionsMenu,
  userName,
  type UserActions,
} from '@/features/admin-users/components/user-actions-menu';
import { UserDetailsDialog } from '@/features/admin-users/components/user-details-dialog';
import { UserMobileCard } from '@/features/admin-users/components/user-mobile-card';
import { UserStatusBadge } from '@/features/admin-users/components/user-status-badge';

function initials(user: AdminUser) {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** User Management (docs/product.md#24-back-office-screens): search, table, row menu, pagination, details. */
export default function UserManagementPage() {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  usePageTitle('User Management');
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  // A changed search, once typing settles, starts again at page 1; an unchanged one keeps the page.
  useDebouncedApply(searchInput.trim(), search, (next) => {
    setSearch(next);
    setPage(1);
  });

  const users = useUsers({ page, search });
  const updateStatus = useUpdateUserStatus();
  const removeUser = useDeleteUser();

  // meanwhile the spinner shows, not "No users found"
  const beyondLastPage = usePageClamp(page, users.data?.totalPages, setPage);

  const toggleStatus = (user: AdminUser) => {
    const status = user.status === 'active' ? 'blocked' : 'active';
    // docs/product.md#8-errors-and-messages: a failed block is not announced; the list is fetched again either way.
    updateStatus.mutate({ id: user._id, status }, { onSuccess: () => toast.success(MSG.userStatusUpdated) });
  };

  const fullAdmin = useIsFullAdmin();
  const actions: UserActions = {
    onDetails: (user) => setDetailsId(user._id),
    ...(fullAdmin ? { onToggleStatus: toggleStatus, onDelete: setToDelete } : {}),
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    removeUser.mutate(toDelete._id, {
      onSuccess: () => toast.success(MSG.userDeleted),
      onSettled: () => {
        restoreFocus(toDelete._id);
        setToDelete(null);
      },
    });
  };

  // A dialog opened from a row menu gives focus back to that row's menu button (or the search box).
  const restoreFocus = (userId: string | null) => {
    window.setTimeout(() => {
      // the row's button on the table or on the phone's card, whichever is shown
      const trigger = userId
        ? [...document.querySelectorAll<HTMLElement>(`[data-user-actions="${userId}"]`)].find(
            (button) => button.offsetParent !== null,
          )
        : undefined;
      (trigger ?? document.getElementById('user-search'))?.focus();
    }, 0);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">User Management</h1>
          <p className="mt-1 text-sm text-navy-500">Search, review, block or remove customer accounts.</p>
        </div>
        <DownloadButton
          path="/admin/users/export.csv"
          query={{ search }}
          fileName="skylark-users.csv"
          failure={exportMessages.failed}
          variant="outline"
          icon={<FileDown className="size-4" aria-hidden="true" />}
        >
          {exportMessages.exportCsv}
        </DownloadButton>
        <SearchField
          id="user-search"
          label="Search users"
          value={searchInput}
          onChange={setSearchInput}
          placeholder="Search by name or email..."
          className="w-full sm:w-80"
        />
      </div>

      <QueryList
        query={users}
        loadingLabel="Loading users…"
        errorText={(error) => errorMessage(error, MSG.fetchUsersFailed)}
        empty={
          beyondLastPage ? (
            <ListSpinner label="Loading users…" />
          ) : (
            <EmptyState
              title="No users found"
              description={search ? `Nothing matches “${search}”.` : undefined}
              icon={<Users className="size-7" aria-hidden="true" />}
            />
          )
        }
      >
        {(data) => (
          <div className="overflow-hidden rounded-2xl border-navy-100 md:border md:bg-white md:shadow-card">
            {/* a phone gets cards: Status and Actions stay in view (docs/product.md#24-back-office-screens) */}
            <ul className="space-y-3 md:hidden" aria-busy={users.isFetching || undefined}>
              {data.data.map((user) => (
                <UserMobileCard key={user._id} user={user} actions={actions} />
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full min-w-[36rem] text-start text-sm">
                <TableHead columns={['User', 'Email', 'Status']} actionsColumn="Actions" />
                <tbody className="divide-y divide-navy-100" aria-busy={users.isFetching || undefined}>
                  {data.data.map((user) => {
                    const name = userName(user);
                    return (
                      <tr key={user._id} className="hover:bg-navy-50/50">
                        <td className="px-5 py-3">
                          <div className="flex items-center gap-3">
                            <span
                              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sky-100 text-xs font-semibold text-sky-800"
                              aria-hidden="true"
                            >
                              {initials(user)}
                            </span>
                            <CustomerLink id={user._id} name={name} className="font-medium" />
                          </div>
                        </td>
                        <td className="px-5 py-3 break-all text-navy-700">{user.email}</td>
                        <td className="px-5 py-3">
                          <UserStatusBadge status={user.status} />
                        </td>
                        <td className="px-5 py-3 text-end">
                          <UserActionsMenu user={user} actions={actions} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div className="py-4 md:border-t md:border-navy-100 md:px-5">
              <Pagination page={data.currentPage} totalPages={data.totalPages} onPageChange={setPage} />
            </div>
          </div>
        )}
      </QueryList>

      <UserDetailsDialog
        userId={detailsId}
        onClose={() => {
          restoreFocus(detailsId);
          setDetailsId(null);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (open) return;
          restoreFocus(toDelete?._id ?? null);
          setToDelete(null);
        }}
        title="Delete User"
        message={MSG.confirmDeleteUser}
        confirmLabel="Delete User"
        pending={removeUser.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
