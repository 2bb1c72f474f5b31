import type { MfaEnrolment } from '@skylark/contract';
import { useEffect, useState } from 'react';
import { EnrolmentSteps } from '@/components/mfa/enrolment-steps';
import { RecoveryCodes } from '@/components/mfa/recovery-codes';
import { Button, ErrorState } from '@/components/ui';
import { ListSpinner } from '@/components/ui/query-list';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useConfirmLoginEnrolment, useStartLoginEnrolment } from '@/features/auth/api/login-enrolment';

/** ADMIN_MFA=required and no second factor yet: set it up here before the first token. */
export function AdminEnrolStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const errorMessage = useErrorMessage();
  const start = useStartLoginEnrolment();
  const confirm = useConfirmLoginEnrolment();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { mutate: startEnrolment } = start;

  useEffect(() => {
    startEnrolment(challenge, { onSuccess: setEnrolment });
  }, [challenge, startEnrolment]);

  if (codes)
    return <RecoveryCodes codes={codes} doneLabel="Continue to the Admin Panel" onDone={onSignedIn} />;
  if (start.isError) {
    return (
      <div className="flex flex-col gap-4">
        <ErrorState message={errorMessage(start.error, 'Could not start the set-up')} />
        <Button type="button" variant="ghost" block onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }
  if (!enrolment) return <ListSpinner label="Preparing two-factor set-up…" />;
  return (
    <EnrolmentSteps
      enrolment={enrolment}
      pending={confirm.isPending}
      error={
        confirm.isError ? errorMessage(confirm.error, 'The authentication code is not valid') : undefined
      }
      onConfirm={(code) =>
        confirm.mutate({ challenge, code }, { onSuccess: (data) => setCodes(data.recoveryCodes) })
      }
    />
  );
}
