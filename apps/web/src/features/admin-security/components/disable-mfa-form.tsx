import { mfaMessages } from '@skylark/contract';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, Input } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useDisableMfa } from '@/features/admin-security/api/disable-mfa';

/** Turning two-factor off takes a current code from the app. */
export function DisableMfaForm() {
  const disable = useDisableMfa();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    setMissing(value === '');
    if (!value) return;
    disable.mutate(value, { onSuccess: () => toast.success(mfaMessages.disabled) });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Input
        label="Current code to turn off"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="sm:w-48"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={
          missing
            ? mfaMessages.codeRequired
            : disable.isError
              ? errorMessage(disable.error, mfaMessages.invalidCode)
              : undefined
        }
      />
      <Button type="submit" variant="danger" loading={disable.isPending}>
        Turn off two-factor
      </Button>
    </form>
  );
}
