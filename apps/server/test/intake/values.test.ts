import { describe, expect, it } from 'vitest';
import { decimal } from '../../src/modules/invoice-intake/values';

describe('decimals read from a file', () => {
  it('keeps zero and tidies leading zeros and signs, as the export writes them (an exempt line says Percent 0)', () => {
    expect(decimal('Percent', '0')).toBe('0');
    expect(decimal('Percent', '00')).toBe('0');
    expect(decimal('Percent', '-0')).toBe('0');
    expect(decimal('Amount', '0.00')).toBe('0.00');
    expect(decimal('Amount', '007.50')).toBe('7.50');
    expect(decimal('Amount', '.5')).toBe('0.5');
    expect(decimal('Amount', '-12.30')).toBe('-12.30');
    expect(decimal('Amount', '+12')).toBe('12');
  });

  it('refuses what is not a plain decimal, naming the element', () => {
    for (const bad of ['', '.', '1e3', '1,000.00', '1.2.3', '--1', '- 1']) {
      expect(() => decimal('cbc:PriceAmount (BT-146)', bad)).toThrow(`cbc:PriceAmount (BT-146) is not a decimal number: "${bad}"`);
    }
  });
});
