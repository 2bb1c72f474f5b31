import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { useRegionTranslation } from '@/lib/i18n/language-region';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}

/** Asks before a destructive or irreversible action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  pending = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const { t } = useRegionTranslation('ui');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={pending}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      <div className="text-sm text-navy-700">{message}</div>
      {children}
    </Dialog>
  );
}
