import type { BookingPayment } from '@skylark/contract';
import { Clock, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner, buttonClasses } from '@/components/ui';
import { usePaymentAddresses } from '@/features/payment/api/get-payment-addresses';
import { BitcoinQrCode } from '@/features/payment/components/bitcoin-qr-code';
import { CopyButton } from '@/features/payment/components/copy-button';
import { useRotatingAddress } from '@/features/payment/use-rotating-address';

interface AddressBlockProps {
  address: string | null;
  /** what the QR code carries: the booking's BIP21 URI, or bitcoin:ADDRESS */
  uri: string | null;
  secondsLeft?: number;
  /** on a phone, a button that hands the URI to the wallet app */
  walletButton?: boolean;
}

function AddressBlock({ address, uri, secondsLeft, walletButton = false }: AddressBlockProps) {
  const { t } = useTranslation('payment');
  return (
    <div className="mt-5 flex flex-col items-center gap-5 sm:flex-row sm:items-start">
      {uri && <BitcoinQrCode uri={uri} />}
      <div className="w-full min-w-0 flex-1 space-y-3">
        <p className="text-xs font-medium tracking-wide text-navy-500 uppercase">{t('address')}</p>
        <div className="flex items-center gap-2">
          <code
            className="min-w-0 flex-1 rounded-lg border border-navy-100 bg-navy-50 px-3 py-2.5 font-mono text-sm break-all text-navy-900"
            data-testid="btc-address"
            dir="ltr"
          >
            {address ?? t('notAvailable')}
          </code>
          <CopyButton
            value={address}
            label={t('copyAddress')}
            copied={t('addressCopied')}
            failed={t('copyAddressFailed')}
          />
        </div>
        {walletButton && uri && (
          <a
            href={uri}
            className={buttonClasses({ variant: 'secondary', block: true, className: 'sm:hidden' })}
          >
            <Wallet className="size-5" aria-hidden="true" />
            {t('openInWallet')}
          </a>
        )}
        {secondsLeft !== undefined && (
          <p className="flex items-center gap-1.5 text-sm text-navy-600" aria-live="off">
            <Clock className="size-4" aria-hidden="true" />
            {t('addressChanges', { seconds: secondsLeft })}
          </p>
        )}
      </div>
    </div>
  );
}

/** The spec's rotation through the configured list (docs/product.md#4-states-and-transitions, docs/product.md#9-constants-and-limits). */
function RotatingAddress() {
  const { t } = useTranslation('payment');
  const addresses = usePaymentAddresses();
  const { address, secondsLeft } = useRotatingAddress(addresses.data ?? []);
  if (addresses.isPending) return <Spinner className="mt-5" label={t('loading')} />;
  return <AddressBlock address={address} uri={address && `bitcoin:${address}`} secondsLeft={secondsLeft} />;
}

/** The booking's own address when it has one (docs/product.md#143-paying-for-a-booking), the rotating list otherwise. */
export function PaymentAddress({ payment }: { payment: BookingPayment | null }) {
  return payment ? (
    <AddressBlock address={payment.address} uri={payment.uri} walletButton />
  ) : (
    <RotatingAddress />
  );
}
