import { LOGIN_TOAST_MS } from '@skylark/contract';
import { Lock, TriangleAlert, XCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useToast } from '@/lib/toast';
import { errorStatus } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useRegionTranslation } from '@/lib/i18n/language-region';

/** The sign-in and sign-up screens' error toasts, in the language of the part of the page they are on. */
export function useLoginToasts() {
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { t } = useRegionTranslation('auth');
  return useMemo(
    () => ({
      /** docs/product.md#8-errors-and-messages: a 4-second toast with the server's message; 400 warning, 401 lock, anything else a cross. */
      showLoginError: (error: unknown, fallback: string) => {
        const status = errorStatus(error);
        const icon =
          status === 400 ? (
            <TriangleAlert
              className="size-5 shrink-0 text-warning-600"
              role="img"
              aria-label={t('toast.warning')}
            />
          ) : status === 401 ? (
            <Lock className="size-5 shrink-0 text-navy-700" role="img" aria-label={t('toast.locked')} />
          ) : (
            <XCircle className="size-5 shrink-0 text-danger-600" role="img" aria-label={t('toast.error')} />
          );
        toast.error(errorMessage(error, fallback), { id: 'login-error', duration: LOGIN_TOAST_MS, icon });
      },
      /** A client-side check failed: the spec's message in a toast, nothing is submitted. */
      showFormError: (message: string) =>
        toast.error(message, { id: 'form-error', duration: LOGIN_TOAST_MS }),
    }),
    [toast, errorMessage, t],
  );
}
