import { WifiOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useToast } from '@/lib/toast';
import { download, type QueryValue } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { Button, type ButtonVariant } from './button';

export interface DownloadButtonProps {
  /** the API path of the document, under /api/v1 */
  path: string;
  query?: Record<string, QueryValue>;
  /** the file name when the server gives none */
  fileName: string;
  /** shown when the download fails without a message from the server */
  failure: string;
  variant?: ButtonVariant;
  icon?: ReactNode;
  disabled?: boolean;
  /**
   * Said beside the button when the device is offline, instead of trying (a toast may not load
   * offline); without it the failure's toast is the only answer.
   */
  offlineMessage?: string;
  children: ReactNode;
}

/** A button that downloads a document with the session's token; a spinner while it comes, a toast if it fails. */
export function DownloadButton({
  path,
  query,
  fileName,
  failure,
  variant,
  icon,
  disabled,
  offlineMessage,
  children,
}: DownloadButtonProps) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const [loading, setLoading] = useState(false);
  const [offline, setOffline] = useState(false);
  const save = async () => {
    const saysOffline = () => offlineMessage !== undefined && !navigator.onLine;
    setOffline(saysOffline());
    if (saysOffline()) return;
    setLoading(true);
    try {
      await download(path, fileName, query);
    } catch (error) {
      if (saysOffline()) setOffline(true);
      else toast.error(errorMessage(error, failure));
    } finally {
      setLoading(false);
    }
  };
  const button = (
    <Button variant={variant} icon={icon} loading={loading} disabled={disabled} onClick={() => void save()}>
      {children}
    </Button>
  );
  if (offlineMessage === undefined) return button;
  return (
    <div className="space-y-2">
      {button}
      <p role="status" className="flex items-center gap-1.5 text-sm text-warning-700 empty:hidden">
        {offline && (
          <>
            <WifiOff className="size-4 shrink-0" aria-hidden="true" />
            {offlineMessage}
          </>
        )}
      </p>
    </div>
  );
}
