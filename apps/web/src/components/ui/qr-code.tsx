import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export interface QrCodeProps {
  /** the text the code carries, e.g. a bitcoin: or otpauth:// URI */
  value: string;
  alt: string;
  testId?: string;
}

const SIZE = 200;

/** A 200 px QR code drawn in the browser (nothing is loaded from another host). */
export function QrCode({ value, alt, testId }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, { margin: 1, width: SIZE, color: { dark: '#0b1f3a', light: '#ffffff' } }).then(
      (url) => current && setSrc(url),
      () => current && setSrc(null),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <div className="flex size-[200px] shrink-0 items-center justify-center rounded-xl border border-navy-100 bg-white">
      {src && <img src={src} width={SIZE} height={SIZE} alt={alt} data-testid={testId} />}
    </div>
  );
}
