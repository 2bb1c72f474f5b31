import { ADMIN_ROLES, teamMessages, type AdminRole, type TeamMember } from '@skylark/contract';
import { Trash2 } from 'lucide-react';
import { Badge, Button, Select } from '@/components/ui';
import { formatShortDate, formatTime } from '@/lib/format';
import { roleLabel } from '@/features/admin-team/components/role-label';

export interface MemberCardProps {
  member: TeamMember;
  isSelf: boolean;
  busy: boolean;
  onRole: (role: AdminRole) => void;
  onRemove: () => void;
}

/** One administrator on the Team screen: role, last login, two-factor; never changed by themself. */
export function MemberCard({ member, isSelf, busy, onRole, onRemove }: MemberCardProps) {
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
  return (
    <li
      aria-label={name}
      className="grid gap-4 rounded-2xl border border-navy-100 bg-white p-4 shadow-card sm:grid-cols-[1fr_9rem_11rem] sm:items-center"
    >
      <div className="min-w-0">
        <p className="font-semibold text-navy-900">
          {name}
          {isSelf && (
            <Badge tone="gray" className="ms-2">
              {teamMessages.you}
            </Badge>
          )}
        </p>
        <p className="text-sm break-all text-navy-600">{member.email}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-navy-600">
          <span>
            {teamMessages.lastLogin}:{' '}
            {member.lastLoginAt
              ? `${formatShortDate(member.lastLoginAt)} ${formatTime(member.lastLoginAt)}`
              : teamMessages.never}
          </span>
          <Badge tone={member.mfaEnabled ? 'green' : 'yellow'}>
            {member.mfaEnabled ? teamMessages.twoFactorOn : teamMessages.twoFactorOff}
          </Badge>
        </p>
      </div>
      <Select
        label={teamMessages.role}
        aria-label={`${teamMessages.role} of ${name}`}
        value={member.teamRole}
        disabled={isSelf || busy}
        options={ADMIN_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
        onChange={(event) => onRole(event.target.value as AdminRole)}
      />
      {isSelf ? (
        <span className="hidden sm:block" />
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="text-danger-700 sm:self-end"
          disabled={busy}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          aria-label={`${teamMessages.removeMember} ${name}`}
          onClick={onRemove}
        >
          {teamMessages.removeMember}
        </Button>
      )}
    </li>
  );
}
