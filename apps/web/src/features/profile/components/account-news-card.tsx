import { NEWS_KINDS, type NewsKind } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import { Card, Checkbox, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAccountNews, useSetAccountNews } from '@/features/profile/api/account-news';

/** The kinds of news sent for every booking of the account (docs/product.md#1415-news-by-e-mail-and-on-this-device). */
export function AccountNewsCard() {
  const { t } = useTranslation('profile');
  const news = useAccountNews();
  const setOff = useSetAccountNews();
  if (news.isPending) return <Spinner label={t('news.loading')} />;
  if (news.isError) return null;
  const off = new Set(news.data.off);
  const toggle = (kind: NewsKind, on: boolean) =>
    setOff.mutate(
      NEWS_KINDS.filter((k) => (k === kind ? !on : off.has(k))),
      {
        onSuccess: () => toast.success(t('news.saved')),
        onError: (error) => toast.error(errorMessage(error, t('news.saveFailed'))),
      },
    );
  return (
    <Card className="mt-6">
      <h2 className="text-lg font-semibold text-navy-900">{t('news.title')}</h2>
      <p className="mt-1 text-sm text-navy-600">{t('news.intro')}</p>
      <fieldset className="mt-4 grid gap-3 sm:grid-cols-2" disabled={setOff.isPending}>
        <legend className="sr-only">{t('news.title')}</legend>
        {NEWS_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            label={t(`news.kinds.${kind}`)}
            checked={!off.has(kind)}
            onChange={(e) => toggle(kind, e.target.checked)}
          />
        ))}
      </fieldset>
    </Card>
  );
}
