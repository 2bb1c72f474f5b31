import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/ui/qr-code';

/** A `bitcoin:` URI as a QR code image (docs/product.md#14-bookings-and-payment, docs/product.md#143-paying-for-a-booking). */
export function BitcoinQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation('payment');
  return <QrCode value={uri} alt={t('qrAlt', { uri })} testId="bitcoin-qr" />;
}
