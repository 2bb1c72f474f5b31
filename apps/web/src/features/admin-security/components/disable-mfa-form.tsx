import { mfaMessages } from '@skylark/contract';
import { useToast } from '@/lib/toast';
import { CodeForm } from '@/components/mfa/code-form';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useDisableMfa } from '@/features/admin-security/api/disable-mfa';

/** Turning two-factor off takes a current code from the app. */
export function DisableMfaForm() {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const disable = useDisableMfa();
  return (
    <CodeForm
      label="Current code to turn off"
      submitLabel="Turn off two-factor"
      variant="danger"
      inline
      pending={disable.isPending}
      error={disable.isError ? errorMessage(disable.error, mfaMessages.invalidCode) : undefined}
      onSubmit={(code) => disable.mutate(code, { onSuccess: () => toast.success(mfaMessages.disabled) })}
    />
  );
}
