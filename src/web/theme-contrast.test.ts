import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The odds buttons' text against their colours, in both themes, by WCAG 2's formula (AA: 4.5:1
// for normal text). The colours are read from the stylesheet and the price button itself, so a
// change to either is checked.

const css = readFileSync(fileURLToPath(new URL('./styles.css', import.meta.url)), 'utf8');
const priceButton = readFileSync(fileURLToPath(new URL('./features/exchange/price-button.tsx', import.meta.url)), 'utf8');

/** A token's value in the dark (default) block, or the light block when it redefines it. */
function token(name: string, theme: 'dark' | 'light'): string {
  const light = css.slice(css.indexOf("html[data-theme='light']"));
  const pattern = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i');
  const value = (theme === 'light' ? pattern.exec(light) : undefined) ?? pattern.exec(css);
  if (!value?.[1]) throw new Error(`no --color-${name}`);
  return value[1];
}

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};
/** `fg` at `alpha` over `bg`, as the browser paints it. */
const over = (fg: string, alpha: number, bg: string) =>
  `#${channels(fg)
    .map((c, index) => Math.round((c * alpha + (channels(bg)[index] ?? 0) * (1 - alpha)) * 255))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;

describe('odds buttons', () => {
  const tints = [...priceButton.matchAll(/bg-\[(#[0-9a-f]{6})\]/gi)].map((match) => match[1] ?? '');
  it.each(['dark', 'light'] as const)('keep their price and size legible on every back and lay tint in the %s theme (WCAG AA)', (theme) => {
    expect(priceButton).toContain('text-on-price');
    const text = token('on-price', theme);
    const backgrounds = [token('back', theme), token('back-strong', theme), token('lay', theme), token('lay-strong', theme), ...tints];
    expect(backgrounds.length).toBeGreaterThanOrEqual(8);
    for (const background of backgrounds) {
      expect(ratio(text, background), `price on ${background}`).toBeGreaterThanOrEqual(4.5);
      // The size under the price is the same colour at 80%.
      expect(ratio(over(text, 0.8, background), background), `size on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('would have failed with the light theme’s page ink (near white) on the pale tints', () => {
    expect(ratio(token('ink-950', 'light'), token('back', 'light'))).toBeLessThan(4.5);
  });
});
