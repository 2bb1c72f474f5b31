import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The otpauth:// URL of a TOTP secret as a QR code for an authenticator app. */
export function TotpQrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(url, { margin: 1, width: 192, color: { dark: '#0b1f3a', light: '#ffffff' } }).then(
      (data) => current && setSrc(data),
      () => current && setSrc(null),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return (
    <div className="flex size-[192px] shrink-0 items-center justify-center rounded-xl border border-navy-100 bg-white">
      {src && (
        <img
          src={src}
          width={192}
          height={192}
          alt="QR code to add Skylark to your authenticator app"
          data-testid="totp-qr"
        />
      )}
    </div>
  );
}
