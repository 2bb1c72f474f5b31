import type { AdminUser } from '@skylark/contract';
import { Ban, Eye, Trash2, UserCheck } from 'lucide-react';
import { Menu, MenuItem, MenuSeparator } from '@/components/ui';
import { MoreButton } from '@/components/ui/more-button';

export interface UserActions {
  onDetails: (user: AdminUser) => void;
  /** Block, Unblock and Delete: an admin's, never an agent's (docs/product.md#121-roles-and-the-team) */
  onToggleStatus?: (user: AdminUser) => void;
  onDelete?: (user: AdminUser) => void;
}

export const userName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim();

/** A customer's row menu in User Management, on the table and on the phone's cards alike. */
export function UserActionsMenu({ user, actions }: { user: AdminUser; actions: UserActions }) {
  const name = userName(user);
  return (
    <Menu
      label={`Actions for ${name}`}
      trigger={<MoreButton aria-label={`Actions for ${name}`} data-user-actions={user._id} />}
    >
      <MenuItem onSelect={() => actions.onDetails(user)} icon={<Eye className="size-4" aria-hidden="true" />}>
        View Details
      </MenuItem>
      {actions.onToggleStatus && (
        <MenuItem
          onSelect={() => actions.onToggleStatus?.(user)}
          icon={
            user.status === 'active' ? (
              <Ban className="size-4" aria-hidden="true" />
            ) : (
              <UserCheck className="size-4" aria-hidden="true" />
            )
          }
        >
          {user.status === 'active' ? 'Block User' : 'Unblock User'}
        </MenuItem>
      )}
      {actions.onDelete && (
        <>
          <MenuSeparator />
          <MenuItem
            tone="danger"
            onSelect={() => actions.onDelete?.(user)}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          >
            Delete User
          </MenuItem>
        </>
      )}
    </Menu>
  );
}
