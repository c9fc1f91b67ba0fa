import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media } from '@server/db/schema';
import { adminAuth, createTestApp, type TestApp } from '@server/test/test-app';
import { jpeg1x1, png1x1, webp1x1 } from '@server/test/images';

let t: TestApp;
let admin: { id: number; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAuth(t);
});
afterAll(() => t.close());

// A real 1×1 PNG.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
// Only the first bytes of an image: the magic numbers, nothing behind them.
const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const webpHead = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

const upload = (file: unknown) => t.app.inject({ method: 'POST', url: '/api/admin/media', headers: { authorization: admin.authorization }, payload: { file } });
const mediaCount = async () => (await t.db.select({ n: count() }).from(media))[0]?.n ?? 0;

describe('POST /api/admin/media and GET /media/{id}', () => {
  it('stores a PNG given as a data URL and serves it back with its type and long cache headers', async () => {
    const res = await upload(`data:image/png;base64,${tinyPng.toString('base64')}`);
    expect(res.statusCode).toBe(201);
    const stored = res.json().data.media;
    expect(stored).toMatchObject({ content_type: 'image/png', size: tinyPng.length, url: `/media/${stored.id}` });
    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(tinyPng)).toBe(true);
    const actions = (await t.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toContain('media.upload');
  });

  it('recognises jpg and webp by their bytes, whatever the data URL claims', async () => {
    const jpeg = await upload(`data:image/png;base64,${jpeg1x1().toString('base64')}`);
    expect(jpeg.json().data.media.content_type).toBe('image/jpeg');
    const webp = await upload(webp1x1().toString('base64'));
    expect(webp.json().data.media.content_type).toBe('image/webp');
  });

  it('refuses a file with an image magic number but a broken structure, as deposit receipts are refused', async () => {
    const before = await mediaCount();
    const png = png1x1();
    const broken = [
      jpegHead,
      webpHead,
      Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]),
      png.subarray(0, png.length - 12), // no IEND
      Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]), // bytes after IEND
      Buffer.concat([jpeg1x1().subarray(0, 40)]), // cut in the middle of a segment
    ];
    for (const file of broken) {
      const res = await upload(file.toString('base64'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'Please upload an image file (jpg, png, webp)' });
    }
    expect(await mediaCount()).toBe(before);
  });

  it('refuses what is not a jpg, png or webp with the spec message, storing nothing', async () => {
    const before = await mediaCount();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    for (const file of [`data:image/png;base64,${svg.toString('base64')}`, gif.toString('base64'), 'not base64 at all!!', '====']) {
      const res = await upload(file);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please upload an image file (jpg, png, webp)');
    }
    expect((await upload(12345)).statusCode).toBe(400);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const before = await mediaCount();
    const big = png1x1(5 * 1024 * 1024);
    const res = await upload(big.toString('base64'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'TOO_LARGE' });
    expect(await mediaCount()).toBe(before);
  });

  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/0b7a2a4e-8d51-4bb8-9d1e-6f1c1a2b3c4d' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: "/media/1'%20OR%201=1" })).statusCode).toBe(400);
  });
});
