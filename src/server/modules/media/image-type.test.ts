import { describe, expect, it } from 'vitest';
import { decodeBase64Upload, detectImageType } from './image-type';

describe('detectImageType', () => {
  it('knows jpg, png and webp by their first bytes', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8L'))).toBe('image/webp');
  });

  it('refuses everything else, including a RIFF that is not WEBP and a truncated PNG', () => {
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e]))).toBeUndefined();
    expect(detectImageType(Buffer.from('<svg></svg>'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('decodeBase64Upload', () => {
  it('reads plain base64 and data URLs', () => {
    expect(decodeBase64Upload('aGVsbG8=')?.toString()).toBe('hello');
    expect(decodeBase64Upload('data:image/png;base64,aGVsbG8=')?.toString()).toBe('hello');
    expect(decodeBase64Upload('aGVs\nbG8=')?.toString()).toBe('hello');
  });

  it('refuses text that is not base64', () => {
    expect(decodeBase64Upload('hello world!')).toBeUndefined();
    expect(decodeBase64Upload('')).toBeUndefined();
    expect(decodeBase64Upload('data:image/png;base64,')).toBeUndefined();
  });
});
