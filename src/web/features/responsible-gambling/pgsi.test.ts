import { describe, expect, it } from 'vitest';
import { PGSI_QUESTIONS, scorePgsi } from './pgsi';

describe('scorePgsi', () => {
  it('has the nine questions of the index', () => {
    expect(PGSI_QUESTIONS).toHaveLength(9);
  });

  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 'none'],
    [[1, 0, 0, 0, 0, 0, 0, 0, 0], 1, 'low'],
    [[1, 1, 0, 0, 0, 0, 0, 0, 0], 2, 'low'],
    [[3, 0, 0, 0, 0, 0, 0, 0, 0], 3, 'moderate'],
    [[3, 3, 1, 0, 0, 0, 0, 0, 0], 7, 'moderate'],
    [[3, 3, 2, 0, 0, 0, 0, 0, 0], 8, 'problem'],
    [[3, 3, 3, 3, 3, 3, 3, 3, 3], 27, 'problem'],
  ])('%j scores %i: %s', (answers, score, level) => {
    expect(scorePgsi(answers)).toMatchObject({ score, level });
  });
});
