import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A `bitcoin:ADDRESS` URI as a QR code image (docs/product.md §14). */
export function BitcoinQrCode({ address }: { address: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(`bitcoin:${address}`, {
      margin: 1,
      width: 200,
      color: { dark: '#0b1f3a', light: '#ffffff' },
    }).then(
      (url) => current && setSrc(url),
      () => current && setSrc(null),
    );
    return () => {
      current = false;
    };
  }, [address]);
  return (
    <div className="flex size-[200px] items-center justify-center rounded-xl border border-navy-100 bg-white">
      {src && (
        <img
          src={src}
          width={200}
          height={200}
          alt={`QR code of bitcoin:${address}`}
          data-testid="bitcoin-qr"
        />
      )}
    </div>
  );
}
