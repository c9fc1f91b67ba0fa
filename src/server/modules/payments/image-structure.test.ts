import { describe, expect, it } from 'vitest';
import { structuredImageType } from './image-structure';
import { jpeg1x1, png1x1, pngChunk, webp1x1 } from '@server/test/images';
import { PNG_1x1 } from '@server/test/payments-helpers';

const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('structuredImageType', () => {
  it('accepts real 1×1 PNG, JPEG and WebP files', () => {
    expect(structuredImageType(png1x1())).toBe('image/png');
    expect(structuredImageType(Buffer.from(PNG_1x1, 'base64'))).toBe('image/png');
    expect(structuredImageType(png1x1(1000))).toBe('image/png');
    expect(structuredImageType(jpeg1x1())).toBe('image/jpeg');
    expect(structuredImageType(webp1x1())).toBe('image/webp');
  });

  it('refuses bare magic bytes: a 12-byte JPEG header, a RIFF/WEBP header, a PNG signature', () => {
    expect(structuredImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]))).toBeUndefined();
    expect(structuredImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]))).toBeUndefined();
    expect(structuredImageType(PNG_SIGNATURE)).toBeUndefined();
  });

  it('refuses a PNG signature followed by HTML, and HTML after a complete image', () => {
    expect(structuredImageType(Buffer.concat([PNG_SIGNATURE, html]))).toBeUndefined();
    const withHeader = Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])), html]);
    expect(structuredImageType(withHeader)).toBeUndefined();
    expect(structuredImageType(Buffer.concat([png1x1(), html]))).toBeUndefined();
    expect(structuredImageType(Buffer.concat([webp1x1(), html]))).toBeUndefined();
    expect(structuredImageType(Buffer.concat([Buffer.from([0xff, 0xd8]), html]))).toBeUndefined();
  });

  it.each([
    ['PNG', png1x1()],
    ['JPEG', jpeg1x1()],
    ['WebP', webp1x1()],
  ])('refuses every truncation of a real %s', (_format, image) => {
    for (let length = 0; length < image.length; length++) {
      expect(structuredImageType(image.subarray(0, length)), `first ${length} bytes`).toBeUndefined();
    }
  });

  it('refuses a PNG whose first chunk is not IHDR or whose size is zero, and a JPEG without a frame', () => {
    const zeroWidth = png1x1();
    zeroWidth.writeUInt32BE(0, 16);
    expect(structuredImageType(zeroWidth)).toBeUndefined();
    const noIhdr = Buffer.concat([PNG_SIGNATURE, pngChunk('IEND', Buffer.alloc(0))]);
    expect(structuredImageType(noIhdr)).toBeUndefined();
    expect(structuredImageType(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
  });
});
