import { Copy } from 'lucide-react';
import { Button } from '@/components/ui';
import { useToast } from '@/lib/toast';
import { useRegionTranslation } from '@/lib/i18n/language-region';

interface CopyButtonProps {
  value: string | null;
  /** what a screen reader hears, e.g. "Copy Bitcoin address" */
  label: string;
  copied: string;
  failed: string;
}

/** Copies a value to the clipboard and says whether it worked. */
export function CopyButton({ value, label, copied, failed }: CopyButtonProps) {
  const toast = useToast();
  const { t } = useRegionTranslation('ui');
  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copied);
    } catch {
      toast.error(failed);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={label}
      icon={<Copy className="size-4" aria-hidden="true" />}
    >
      {t('copy')}
    </Button>
  );
}
