import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes a whole number as Intl.NumberFormat does in English and in Indonesian', () => {
    const counts = [0, 1, 9, 10, 99, 100, 999, 1000, 1204, 9999, 10000, 123456, 999999, 1000000, 1234567890, -1, -1234, -1234567];
    for (const n of counts) {
      expect(formatCount(n, 'en')).toBe(new Intl.NumberFormat('en-US').format(n));
      expect(formatCount(n, 'id')).toBe(new Intl.NumberFormat('id-ID').format(n));
    }
  });
});
