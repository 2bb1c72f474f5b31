import { ADMIN_ROLES, teamMessages, addTeamMemberBody, type AddTeamMemberBody } from '@skylark/contract';
import { useId } from 'react';
import { useToast } from '@/lib/toast';
import { Button, Dialog, Form, Input, PasswordInput, Select, useSchemaForm } from '@/components/ui';
import { useAddTeamMember } from '@/features/admin-team/api/add-team-member';
import { roleLabel } from '@/features/admin-team/components/role-label';

const empty: AddTeamMemberBody = { email: '', password: '', firstName: '', lastName: '', teamRole: 'agent' };

/** Add Member (docs/product.md#121-roles-and-the-team): the contract's rules through react-hook-form, errors at their fields. */
export function AddMemberDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toast = useToast();
  const formId = useId();
  const add = useAddTeamMember();
  const form = useSchemaForm({ schema: addTeamMemberBody, defaultValues: empty });
  const { errors } = form.formState;
  const close = () => {
    if (add.isPending) return;
    form.reset(empty);
    form.setSummary(null);
    onOpenChange(false);
  };
  const submit = (body: AddTeamMemberBody) =>
    add.mutate(body, {
      onSuccess: () => {
        toast.success(teamMessages.memberAdded);
        form.reset(empty);
        onOpenChange(false);
      },
      onError: (error) => form.showServerError(error, teamMessages.teamChangeFailed),
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={teamMessages.addMember}
      description={teamMessages.teamDescription}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={add.isPending}>
            {teamMessages.addMember}
          </Button>
        </>
      }
    >
      <Form form={form} onValid={submit} summary id={formId} className="flex flex-col gap-4">
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
          label={teamMessages.temporaryPassword}
          autoComplete="new-password"
          requiredMark
          hint={teamMessages.temporaryPasswordHint}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Select
          label={teamMessages.role}
          options={ADMIN_ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
          {...form.register('teamRole')}
        />
      </Form>
    </Dialog>
  );
}
