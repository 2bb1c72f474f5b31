import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { download, errorMessage, type QueryValue } from '@/lib/api-client';
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
  children,
}: DownloadButtonProps) {
  const [loading, setLoading] = useState(false);
  const save = async () => {
    setLoading(true);
    try {
      await download(path, fileName, query);
    } catch (error) {
      toast.error(errorMessage(error, failure));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant={variant} icon={icon} loading={loading} disabled={disabled} onClick={() => void save()}>
      {children}
    </Button>
  );
}
