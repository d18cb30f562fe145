import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromScaled, floorToWholeRupiah, formatMoney, formatQuantity, lineAmount, money, percentOf, sumMoney, toScaled } from '../src/money';

describe('money', () => {
  it('sums exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(Array.from({ length: 1000 }, () => '0.01'))).toBe('10.00');
  });

  it('normalises to two places, rounding half-up', () => {
    expect(money('12')).toBe('12.00');
    expect(money('1.005')).toBe('1.01');
    expect(money('-1.005')).toBe('-1.01');
    expect(money(1234.5)).toBe('1234.50');
  });

  it('gives a text already in its form back as it is, and normalises every other', () => {
    expect(money('7747800.00')).toBe('7747800.00');
    expect(money('-0.50')).toBe('-0.50');
    expect(money('-0.00')).toBe('0.00');
    expect(money('007.10')).toBe('7.10');
    expect(money('+7.10')).toBe('7.10');
    // The same as the arithmetic's answer for any decimal text, canonical or not.
    const decimal = fc
      .tuple(fc.constantFrom('', '-', '+'), fc.stringMatching(/^\d{1,15}$/), fc.option(fc.stringMatching(/^\d{0,4}$/)))
      .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === null ? '' : `.${fraction}`}`);
    fc.assert(fc.property(decimal, (text) => money(text) === fromScaled(toScaled(text))));
  });

  it('computes tax as rate% of the amount rounded half-up to two places', () => {
    expect(percentOf('1000000', '11')).toBe('110000.00');
    expect(percentOf('333.33', '11')).toBe('36.67'); // 36.6663
    expect(percentOf('100.05', '1.1')).toBe('1.10'); // 1.10055
    expect(percentOf('15', '12.5')).toBe('1.88'); // 1.875
  });

  it('states PPN in whole rupiah, rounded down', () => {
    expect(floorToWholeRupiah('36666.99')).toBe('36666.00');
    expect(floorToWholeRupiah('100.00')).toBe('100.00');
  });

  it('formats money with separators and quantities with three places', () => {
    expect(formatMoney('1234567.5')).toBe('1,234,567.50');
    expect(formatMoney('-1000')).toBe('-1,000.00');
    expect(formatMoney(null)).toBe('');
    expect(formatQuantity('12.5')).toBe('12.500');
  });

  it('refuses text that is not a decimal', () => {
    expect(() => toScaled('12a')).toThrow('Not a decimal');
    expect(() => toScaled('')).toThrow();
  });
});

describe('lineAmount', () => {
  it('multiplies a 3-place quantity by a 4-place price, rounding half-up to money', () => {
    expect(lineAmount('2162.500', '4249.6800')).toBe('9189933.00');
    expect(lineAmount('3.000', '0.0050')).toBe('0.02'); // 0.015
    expect(lineAmount('1.000', '-0.0050')).toBe('-0.01');
  });
});
