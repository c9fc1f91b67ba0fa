import { describe, expect, it } from 'vitest';
import { renderProviderArt } from './game-art';

// The provider strip's plates: a long name is set smaller so it fits the plate, never clipped.

const fontSizeOf = (svg: string) => Number(/font-size="(\d+)"/.exec(svg)?.[1]);

describe('provider art', () => {
  it('fits a long name such as LOTUS ORIGINAL inside the 240-unit plate', () => {
    for (const name of ['Lotus Original', 'Evolution Gaming Live', 'Ezugi']) {
      const size = fontSizeOf(renderProviderArt(name));
      expect(size * 0.72 * name.length, name).toBeLessThanOrEqual(200);
      expect(size).toBeGreaterThan(0);
    }
    expect(fontSizeOf(renderProviderArt('Ezugi'))).toBe(24);
  });
});
