import { type MfaEnrolment, mfaMessages } from '@skylark/contract';
import { ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '@/lib/toast';
import { EnrolmentSteps } from '@/components/mfa/enrolment-steps';
import { RecoveryCodes } from '@/components/mfa/recovery-codes';
import { Button, ErrorState } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useConfirmMfaEnrolment } from '@/features/admin-security/api/confirm-mfa-enrolment';
import { useStartMfaEnrolment } from '@/features/admin-security/api/start-mfa-enrolment';

/** Set-up from the security screen: start, scan, confirm with a code, then the recovery codes once. */
export function EnableMfa({ onStarted, onFinished }: { onStarted: () => void; onFinished: () => void }) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const start = useStartMfaEnrolment();
  const confirm = useConfirmMfaEnrolment();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return <RecoveryCodes codes={codes} doneLabel="I have saved them" onDone={onFinished} />;
  }
  if (enrolment) {
    return (
      <EnrolmentSteps
        enrolment={enrolment}
        pending={confirm.isPending}
        error={confirm.isError ? errorMessage(confirm.error, mfaMessages.invalidCode) : undefined}
        onConfirm={(code) =>
          confirm.mutate(code, {
            onSuccess: (recoveryCodes) => {
              toast.success(mfaMessages.enabled);
              setCodes(recoveryCodes);
            },
          })
        }
      />
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      {start.isError && (
        <ErrorState
          className="w-full py-5"
          message={errorMessage(start.error, 'Could not start the set-up')}
        />
      )}
      <Button
        type="button"
        icon={<ShieldPlus className="size-4" aria-hidden="true" />}
        loading={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: (data) => {
              onStarted();
              setEnrolment(data);
            },
          })
        }
      >
        Set up two-factor
      </Button>
    </div>
  );
}
