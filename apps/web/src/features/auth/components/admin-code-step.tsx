import { CodeForm } from '@/components/mfa/code-form';
import { Button } from '@/components/ui';

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
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-navy-600">
        Enter the 6-digit code from your authenticator app. Lost it? Enter one of your recovery codes instead.
      </p>
      <CodeForm
        label="Authentication code"
        submitLabel="Verify"
        variant="secondary"
        maxLength={20}
        pending={pending}
        onSubmit={onSubmit}
      >
        <Button type="button" variant="ghost" block onClick={onBack}>
          Back to sign in
        </Button>
      </CodeForm>
    </div>
  );
}
