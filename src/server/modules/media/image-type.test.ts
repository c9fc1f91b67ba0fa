import { describe, expect, it } from 'vitest';
import { decodeBase64Upload } from './image-type';

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
