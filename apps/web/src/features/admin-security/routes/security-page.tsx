import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge, Card, ErrorState, usePageTitle } from '@/components/ui';
import { ListSpinner } from '@/components/ui/query-list';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { PageLanguageRegion } from '@/lib/i18n/language-region';
import { useAdminSession } from '@/lib/session';
import { useChangeAdminPassword } from '@/features/admin-security/api/change-admin-password';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useMfaStatus } from '@/features/admin-security/api/get-mfa-status';
import { DisableMfaForm } from '@/features/admin-security/components/disable-mfa-form';
import { EnableMfa } from '@/features/admin-security/components/enable-mfa';

/** Admin security (/admin/security): two-factor sign-in with an authenticator app (TOTP). */
export default function SecurityPage() {
  const errorMessage = useErrorMessage();
  usePageTitle('Security');
  const status = useMfaStatus();
  const { admin } = useAdminSession();
  const changePassword = useChangeAdminPassword();
  // The set-up stays on screen until its recovery codes are dismissed, even once MFA is on.
  const [enrolling, setEnrolling] = useState(false);

  let body;
  if (status.isPending) body = <ListSpinner label="Loading security settings…" />;
  else if (status.isError) {
    body = (
      <ErrorState
        message={errorMessage(status.error, 'Could not load your security settings')}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.data.enabled || enrolling) {
    body = <EnableMfa onStarted={() => setEnrolling(true)} onFinished={() => setEnrolling(false)} />;
  } else {
    body = (
      <div className="flex flex-col gap-5">
        <p className="text-sm text-navy-700">
          Recovery codes left: <strong className="text-navy-900">{status.data.recoveryCodesLeft}</strong>
        </p>
        {status.data.required ? (
          <p className="text-sm text-navy-600">
            Two-factor is required for every administrator and cannot be turned off.
          </p>
        ) : (
          <DisableMfaForm />
        )}
      </div>
    );
  }

  const enabled = status.data?.enabled ?? false;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">Security</h1>
        <p className="mt-1 text-sm text-navy-500">Your password and a second factor protect your account.</p>
      </div>
      <Card
        title={
          <span className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-sky-600" aria-hidden="true" />
            Two-factor authentication
          </span>
        }
        description="A 6-digit code from an authenticator app at every sign-in."
        actions={status.data && <Badge tone={enabled ? 'green' : 'gray'}>{enabled ? 'On' : 'Off'}</Badge>}
      >
        {body}
      </Card>
      {admin && (
        // the traveller's form, in the page's language (docs/decisions/109)
        <PageLanguageRegion>
          <ChangePasswordForm
            email={admin.email}
            names={[admin.firstName, admin.lastName]}
            change={changePassword}
            className=""
          />
        </PageLanguageRegion>
      )}
    </div>
  );
}
