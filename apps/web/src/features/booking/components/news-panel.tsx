import { useEffect, useState } from 'react';
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NewsSettings } from '@/components/news/news-settings';
import { Button, Spinner } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import {
  PushDeniedError,
  notifiedEndpoint,
  pushSupported,
  rememberNotified,
  subscribeDevice,
} from '@/lib/push-device';
import { useToast } from '@/lib/toast';
import {
  useAddDevice,
  useBookingNews,
  useRemoveDevice,
  useSetNewsOff,
} from '@/features/booking/api/booking-news';

/** The booking's news by e-mail and on this device (docs/product.md#1415-news-by-e-mail-and-on-this-device): a box a kind, and this device's switch. */
export function NewsPanel({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('booking');
  const news = useBookingNews(bookingId);
  const setOff = useSetNewsOff(bookingId);
  if (news.isPending) return <Spinner label={t('news.loading')} />;
  if (news.isError) return null;
  return (
    <NewsSettings title={t('news.title')} intro={t('news.intro')} off={news.data.off} save={setOff}>
      <DeviceSwitch bookingId={bookingId} vapidPublicKey={news.data.vapidPublicKey} />
    </NewsSettings>
  );
}

/** "Notify this device", or stop it when this device already is. */
function DeviceSwitch({ bookingId, vapidPublicKey }: { bookingId: string; vapidPublicKey: string }) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { t } = useTranslation('booking');
  const add = useAddDevice(bookingId);
  const remove = useRemoveDevice(bookingId);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void notifiedEndpoint(bookingId).then(setEndpoint, () => setEndpoint(null));
  }, [bookingId]);
  if (!pushSupported()) return <p className="mt-4 text-sm text-navy-500">{t('news.unsupported')}</p>;

  const notify = async () => {
    setBusy(true);
    try {
      const subscription = await subscribeDevice(vapidPublicKey);
      await add.mutateAsync({
        endpoint: subscription.endpoint ?? '',
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
      });
      setEndpoint(subscription.endpoint ?? null);
      rememberNotified(bookingId, subscription.endpoint ?? null);
      toast.success(t('news.notified'));
    } catch (error) {
      toast.error(
        error instanceof PushDeniedError ? t('news.denied') : errorMessage(error, t('news.notifyFailed')),
      );
    } finally {
      setBusy(false);
    }
  };
  const stop = async (current: string) => {
    setBusy(true);
    try {
      await remove.mutateAsync(current);
      setEndpoint(null);
      rememberNotified(bookingId, null);
      toast.success(t('news.stopped'));
    } catch (error) {
      toast.error(errorMessage(error, t('news.stopFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {endpoint ? (
        <Button
          variant="outline"
          disabled={busy}
          icon={<BellOff className="size-4" aria-hidden="true" />}
          onClick={() => void stop(endpoint)}
        >
          {t('news.stop')}
        </Button>
      ) : (
        <Button
          variant="outline"
          disabled={busy}
          icon={<Bell className="size-4" aria-hidden="true" />}
          onClick={() => void notify()}
        >
          {t('news.notify')}
        </Button>
      )}
      {endpoint && <span className="text-sm text-navy-600">{t('news.notified')}</span>}
    </div>
  );
}
