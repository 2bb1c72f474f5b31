import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_ROLES, TEAM_TEXT, addTeamMemberBody, type AddTeamMemberBody } from '@skylark/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormProblem } from '@/components/flights/form-problem';
import { Button, Dialog, Input, PasswordInput, Select } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useAddTeamMember } from '@/features/admin-team/api/add-team-member';
import { roleLabel } from '@/features/admin-team/components/role-label';

const empty: AddTeamMemberBody = { email: '', password: '', firstName: '', lastName: '', teamRole: 'agent' };

/** Add Member (docs/product.md §12.1): the contract's rules through react-hook-form, errors at their fields. */
export function AddMemberDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const add = useAddTeamMember();
  const form = useForm<AddTeamMemberBody>({ resolver: zodResolver(addTeamMemberBody), defaultValues: empty });
  const { errors } = form.formState;
  const close = () => {
    if (add.isPending) return;
    form.reset(empty);
    add.reset();
    onOpenChange(false);
  };
  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        toast.success(TEAM_TEXT.memberAdded);
        form.reset(empty);
        onOpenChange(false);
      },
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={TEAM_TEXT.addMember}
      description={TEAM_TEXT.teamDescription}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={add.isPending}>
            {TEAM_TEXT.addMember}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormProblem message={add.isError ? errorMessage(add.error, TEAM_TEXT.teamChangeFailed) : null} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="First name"
            autoComplete="off"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <Input
            label="Last name"
            autoComplete="off"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <Input
          label="Email"
          type="email"
          autoComplete="off"
          requiredMark
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordInput
          label={TEAM_TEXT.temporaryPassword}
          autoComplete="new-password"
          requiredMark
          hint={TEAM_TEXT.temporaryPasswordHint}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Select
          label={TEAM_TEXT.role}
          options={ADMIN_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
          {...form.register('teamRole')}
        />
      </form>
    </Dialog>
  );
}
