import { AlertTriangle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { useRegionTranslation } from '@/lib/i18n/language-region';

export interface ErrorStateProps {
  title?: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  action?: ReactNode;
  className?: string;
}

export function ErrorState({ title, message, onRetry, action, className }: ErrorStateProps) {
  const { t } = useRegionTranslation('ui');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center rounded-2xl border border-danger-600/20 bg-danger-50 px-6 py-10 text-center',
        className,
      )}
    >
      <AlertTriangle className="mb-3 size-8 text-danger-600" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-navy-900">{title ?? t('error.title')}</h2>
      <p className="mt-1 max-w-md text-sm text-danger-700">{message}</p>
      {(onRetry || action) && (
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {onRetry && (
            <Button
              variant="outline"
              onClick={onRetry}
              icon={<RotateCw className="size-4" aria-hidden="true" />}
            >
              {t('error.tryAgain')}
            </Button>
          )}
          {action}
        </div>
      )}
    </div>
  );
}
