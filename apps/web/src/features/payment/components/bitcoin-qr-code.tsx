import { QrCode } from '@/components/ui/qr-code';

/** A `bitcoin:ADDRESS` URI as a QR code image (docs/product.md §14). */
export function BitcoinQrCode({ address }: { address: string }) {
  return <QrCode value={`bitcoin:${address}`} alt={`QR code of bitcoin:${address}`} testId="bitcoin-qr" />;
}
