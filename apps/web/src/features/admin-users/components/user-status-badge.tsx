import type { UserStatus } from '@skylark/contract';
import { Badge } from '@/components/ui';

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge tone={status === 'active' ? 'green' : 'red'}>{status === 'active' ? 'Active' : 'Blocked'}</Badge>
  );
}
