import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildUpiLink } from './upi-link';
import { drawQrSvg, QR_MARGIN, QR_SIZE } from './upi-qr';

/** Paints a QR code's modules into RGBA pixels (as a screen would) and reads it back with jsQR. */
function decodeQr(text: string): string | undefined {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = 4;
  const side = (modules + QR_MARGIN * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const offset = (((row + QR_MARGIN) * scale + dy) * side + (col + QR_MARGIN) * scale + dx) * 4;
          pixels[offset] = 0;
          pixels[offset + 1] = 0;
          pixels[offset + 2] = 0;
        }
      }
    }
  }
  return jsQR(pixels, side, side)?.data;
}

describe('UPI link', () => {
  it('includes the amount when it is ₹2,000 or less', () => {
    expect(buildUpiLink({ upiId: 'lotus.pay@okaxis', name: 'Lotus Payments', amount: 2000 })).toBe(
      'upi://pay?pa=lotus.pay@okaxis&pn=Lotus%20Payments&cu=INR&am=2000',
    );
    expect(buildUpiLink({ upiId: 'lotus@ybl', name: 'Lotus', amount: 150.5 })).toBe('upi://pay?pa=lotus@ybl&pn=Lotus&cu=INR&am=150.50');
  });

  it('leaves the amount out above ₹2,000', () => {
    expect(buildUpiLink({ upiId: 'lotus@ybl', name: 'Lotus', amount: 2000.01 })).toBe('upi://pay?pa=lotus@ybl&pn=Lotus&cu=INR');
    expect(buildUpiLink({ upiId: 'lotus@ybl', name: 'Lotus', amount: 500000 })).toBe('upi://pay?pa=lotus@ybl&pn=Lotus&cu=INR');
  });

  it('keeps @ as it is and escapes what would break the link', () => {
    const link = buildUpiLink({ upiId: ' pay@upi ', name: 'A&B=C #1', amount: 100 });
    expect(link).toBe('upi://pay?pa=pay@upi&pn=A%26B%3DC%20%231&cu=INR&am=100');
    expect(link).not.toContain('%40');
  });

  it('survives the round trip through a QR code', () => {
    const link = buildUpiLink({ upiId: 'lotus.pay@okaxis', name: 'Lotus Payments', amount: 1999 });
    expect(decodeQr(link)).toBe(link);
  });

  it('draws the QR code 192 pixels wide', async () => {
    const svg = await drawQrSvg(buildUpiLink({ upiId: 'lotus@ybl', name: 'Lotus' }));
    expect(svg).toContain(`width="${QR_SIZE}"`);
    expect(svg.startsWith('<svg')).toBe(true);
  });
});
