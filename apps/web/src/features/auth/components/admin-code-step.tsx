import { mfaMessages } from '@skylark/contract';
import { type FormEvent, useState } from 'react';
import { Button, Input } from '@/components/ui';

/** The second login step: a code from the authenticator app, or a recovery code. */
export function AdminCodeStep({
  pending,
  onSubmit,
  onBack,
}: {
  pending: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    setMissing(value === '');
    if (value) onSubmit(value);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-navy-600">
        Enter the 6-digit code from your authenticator app. Lost it? Enter one of your recovery codes instead.
      </p>
      <Input
        label="Authentication code"
        autoComplete="one-time-code"
        maxLength={20}
        requiredMark
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={missing ? mfaMessages.codeRequired : undefined}
      />
      <Button type="submit" variant="secondary" size="lg" block loading={pending}>
        Verify
      </Button>
      <Button type="button" variant="ghost" block onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
