import { t } from '@lingui/core/macro';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Spinner } from '@web/components/spinner';

const SIZE = 176;

/** The otpauth:// address as a QR code for an authenticator app, drawn in the browser (the secret never leaves the page). */
export function OtpQr({ url }: { url: string }) {
  const [drawn, setDrawn] = useState<{ url: string; src: string }>();
  const [failedUrl, setFailedUrl] = useState<string>();

  useEffect(() => {
    let isCurrent = true;
    QRCode.toString(url, { type: 'svg', width: SIZE, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }).then(
      (svg) => {
        if (isCurrent) setDrawn({ url, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      },
      () => {
        if (isCurrent) setFailedUrl(url);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [url]);

  return (
    <div className="grid size-[192px] shrink-0 place-items-center rounded-xl bg-white p-2">
      {failedUrl === url ? (
        <p className="p-3 text-center text-xs text-ink-900">{t`QR code unavailable. Type the key below into your app.`}</p>
      ) : drawn?.url === url ? (
        <img src={drawn.src} width={SIZE} height={SIZE} alt={t`QR code for your authenticator app`} />
      ) : (
        <Spinner size="sm" label={t`Drawing QR code`} />
      )}
    </div>
  );
}
