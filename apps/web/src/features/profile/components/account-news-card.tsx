import { useTranslation } from 'react-i18next';
import { NewsSettings } from '@/components/news/news-settings';
import { Spinner } from '@/components/ui';
import { useAccountNews, useSetAccountNews } from '@/features/profile/api/account-news';

/** The kinds of news sent for every booking of the account (docs/product.md#1415-news-by-e-mail-and-on-this-device). */
export function AccountNewsCard() {
  const { t } = useTranslation('profile');
  const news = useAccountNews();
  const setOff = useSetAccountNews();
  if (news.isPending) return <Spinner label={t('news.loading')} />;
  if (news.isError) return null;
  return (
    <NewsSettings
      className="mt-6"
      title={t('news.title')}
      intro={t('news.intro')}
      off={news.data.off}
      save={setOff}
    />
  );
}
