import { t } from '@lingui/core/macro';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Spinner } from '@web/components/spinner';

// Drawn in the browser (spec §7): the link never leaves the page. Spec §9: size 192, margin 2.
export const QR_SIZE = 192;
export const QR_MARGIN = 2;

export function drawQrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', width: QR_SIZE, margin: QR_MARGIN, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
}

/** The QR code of a UPI link, as an image any UPI app can scan. */
export function UpiQr({ link }: { link: string }) {
  const [drawn, setDrawn] = useState<{ link: string; src: string }>();
  const [failedLink, setFailedLink] = useState<string>();
  const failed = failedLink === link;

  useEffect(() => {
    let isCurrent = true;
    drawQrSvg(link).then(
      (svg) => {
        if (isCurrent) setDrawn({ link, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      },
      () => {
        if (isCurrent) setFailedLink(link);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [link]);

  return (
    <div className="grid size-[208px] place-items-center rounded-xl bg-white p-2 shadow-lg" data-upi-link={link}>
      {failed ? (
        <p className="p-3 text-center text-xs text-ink-900">{t`QR code unavailable. Pay to the UPI ID below.`}</p>
      ) : drawn?.link === link ? (
        <img src={drawn.src} width={QR_SIZE} height={QR_SIZE} alt={t`UPI QR code: scan with any UPI app to pay`} />
      ) : (
        <Spinner className="text-ink-700" label={t`Drawing QR code`} />
      )}
    </div>
  );
}
