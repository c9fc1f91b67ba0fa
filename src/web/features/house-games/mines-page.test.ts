import { describe, expect, it } from 'vitest';
import { cellFace } from './mines-page';

describe('a Mines cell', () => {
  it('shows the mine that ended a lost round, though the round lists it as revealed', () => {
    expect(cellFace(0, new Set([4, 0]), new Set([0, 7, 9]))).toBe('mine');
  });

  it('shows gems revealed and keeps unrevealed cells hidden while the mines are not known', () => {
    expect(cellFace(4, new Set([4]), new Set())).toBe('gem');
    expect(cellFace(5, new Set([4]), new Set())).toBe('hidden');
    expect(cellFace(7, new Set([4]), new Set([7]))).toBe('mine');
  });
});
