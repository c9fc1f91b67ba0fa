import { describe, expect, it } from 'vitest';
import { normalisePhoneNumber } from './phone';

describe('normalisePhoneNumber', () => {
  it.each(['9876543210', '+91 98765 43210', '+91-98765-43210', '+919876543210', '919876543210', '09876543210', ' 98765 43210 ', '98765-43210'])(
    'reduces %j to 9876543210',
    (text) => {
      expect(normalisePhoneNumber(text)).toBe('9876543210');
    },
  );

  it('keeps a number that starts with 91 or 0 as written when it is ten digits long', () => {
    expect(normalisePhoneNumber('9198765432')).toBe('9198765432');
  });

  it.each(['', '12345', '5876543210', '+1 9876543210', '98765432101', '+91 5876543210', '9876-54321O', '0091 9876543210'])(
    'answers undefined for %j',
    (text) => {
      expect(normalisePhoneNumber(text)).toBeUndefined();
    },
  );
});
