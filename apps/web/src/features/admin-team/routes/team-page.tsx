import { teamMessages, type AdminRole, type TeamMember } from '@skylark/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '@/lib/toast';
import { Button, ConfirmDialog, ErrorState, usePageTitle } from '@/components/ui';
import { ListSpinner } from '@/components/ui/query-list';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useAdminSession } from '@/lib/session';
import { useChangeTeamRole } from '@/features/admin-team/api/change-team-role';
import { useTeam } from '@/features/admin-team/api/get-team';
import { useRemoveTeamMember } from '@/features/admin-team/api/remove-team-member';
import { AddMemberDialog } from '@/features/admin-team/components/add-member-dialog';
import { MemberCard } from '@/features/admin-team/components/member-card';

/** Team (/admin/team, docs/product.md#121-roles-and-the-team): administrators and agents, added, changed and removed by an admin. */
export default function TeamPage() {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  usePageTitle(teamMessages.team);
  const { admin } = useAdminSession();
  const team = useTeam();
  const changeRole = useChangeTeamRole();
  const remove = useRemoveTeamMember();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<TeamMember | null>(null);
  const failed = (error: Error) => toast.error(errorMessage(error, teamMessages.teamChangeFailed));

  const setRole = (member: TeamMember, teamRole: AdminRole) =>
    changeRole.mutate(
      { id: member._id, teamRole },
      { onSuccess: () => toast.success(teamMessages.roleChanged), onError: failed },
    );
  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove._id, {
      onSuccess: () => toast.success(teamMessages.memberRemoved),
      onError: failed,
      onSettled: () => setToRemove(null),
    });
  };

  let body;
  if (team.isPending) body = <ListSpinner label="Loading the team…" />;
  else if (team.isError)
    body = (
      <ErrorState
        message={errorMessage(team.error, teamMessages.teamFailed)}
        onRetry={() => void team.refetch()}
      />
    );
  else
    body = (
      <ul className="space-y-3" aria-busy={team.isFetching || undefined}>
        {team.data.map((member) => (
          <MemberCard
            key={member._id}
            member={member}
            isSelf={member._id === admin?._id}
            busy={changeRole.isPending || remove.isPending}
            onRole={(role) => setRole(member, role)}
            onRemove={() => setToRemove(member)}
          />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{teamMessages.team}</h1>
          <p className="mt-1 text-sm text-navy-500">{teamMessages.teamDescription}</p>
        </div>
        <Button
          className="shrink-0 whitespace-nowrap"
          onClick={() => setAdding(true)}
          icon={<Plus className="size-4" aria-hidden="true" />}
        >
          {teamMessages.addMember}
        </Button>
      </div>
      {body}
      <AddMemberDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title={teamMessages.removeMember}
        message={teamMessages.confirmRemoveMember}
        confirmLabel={teamMessages.removeMember}
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
