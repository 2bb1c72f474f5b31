import { newsMessages } from '@skylark/contract';
import { NewsSettings } from '@/components/news/news-settings';
import { Spinner } from '@/components/ui';
import { useAccountNews, useSetAccountNews } from '@/features/profile/api/account-news';

/** The kinds of news sent for every booking of the account (docs/product.md#1415-news-by-e-mail-and-on-this-device). */
export function AccountNewsCard() {
  const news = useAccountNews();
  const setOff = useSetAccountNews();
  if (news.isPending) return <Spinner label="Loading news settings" />;
  if (news.isError) return null;
  return (
    <NewsSettings
      className="mt-6"
      title={newsMessages.accountTitle}
      intro={newsMessages.accountIntro}
      off={news.data.off}
      save={setOff}
    />
  );
}
