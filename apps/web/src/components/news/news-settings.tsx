import { NEWS_KINDS, type NewsKind } from '@skylark/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Checkbox } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useToast } from '@/lib/toast';

export interface NewsSettingsProps {
  title: string;
  intro: string;
  /** The kinds turned off now. */
  off: readonly NewsKind[];
  /** Saves the kinds listed off, the others on. */
  save: Pick<UseMutationResult<unknown, Error, NewsKind[], unknown>, 'mutate' | 'isPending'>;
  className?: string;
  children?: ReactNode;
}

/** A box a kind of news (docs/product.md#1415-news-by-e-mail-and-on-this-device), saved at each change; shared by a booking's news and the account's. */
export function NewsSettings({ title, intro, off, save, className, children }: NewsSettingsProps) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('profile');
  // the boxes change as the click lands; the query's own update reaches them a task later
  const [shown, setShown] = useState({ off, from: off });
  if (shown.from !== off) setShown({ off, from: off });
  const offSet = new Set(shown.off);
  const toggle = (kind: NewsKind, on: boolean) => {
    const next = NEWS_KINDS.filter((k) => (k === kind ? !on : offSet.has(k)));
    setShown({ off: next, from: off });
    save.mutate(next, {
      onSuccess: () => toast.success(t('news.saved')),
      onError: (error) => toast.error(errorMessage(error, t('news.saveFailed'))),
    });
  };
  return (
    <Card className={className}>
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      <p className="mt-1 text-sm text-navy-600">{intro}</p>
      <fieldset className="mt-4 grid gap-3 sm:grid-cols-2" disabled={save.isPending}>
        <legend className="sr-only">{title}</legend>
        {NEWS_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            label={t(`news.kinds.${kind}`)}
            checked={!offSet.has(kind)}
            onChange={(e) => toggle(kind, e.target.checked)}
          />
        ))}
      </fieldset>
      {children}
    </Card>
  );
}
