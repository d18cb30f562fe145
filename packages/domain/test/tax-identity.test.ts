import { describe, expect, it } from 'vitest';
import { formatNitku, formatNpwp, headOfficeNitku, normalizeNitku, normalizeNpwp, sameNpwp, TAX_IDENTITY_MESSAGES } from '../src/tax-identity';

describe('NPWP and NITKU as Coretax writes them', () => {
  it('keeps a 16-digit NPWP and converts a legacy 15-digit one, printed or not', () => {
    expect(normalizeNpwp('3174012345678901')).toBe('3174012345678901');
    expect(normalizeNpwp('01.234.567.8-901.000')).toBe('0012345678901000');
    expect(normalizeNpwp('012345678901000')).toBe('0012345678901000');
  });

  it('refuses any other shape', () => {
    for (const bad of ['', '12345', '01234567890123456', '0123456789O1234', '0123 4567 8901 234x']) expect(normalizeNpwp(bad)).toBeNull();
  });

  it('takes a NITKU only as 22 digits', () => {
    expect(normalizeNitku('0012.3456.7890.1000 000000')).toBe('0012345678901000000000');
    expect(normalizeNitku('001234567890100000000')).toBeNull();
    expect(headOfficeNitku('0012345678901000')).toBe('0012345678901000000000');
  });

  it('compares NPWPs across shapes', () => {
    expect(sameNpwp('01.234.567.8-901.000', '0012345678901000')).toBe(true);
    expect(sameNpwp('0012345678901000', '0012345678901001')).toBe(false);
    expect(sameNpwp(null, '0012345678901000')).toBe(false);
  });

  it('prints the digits in groups', () => {
    expect(formatNpwp('0012345678901000')).toBe('0012.3456.7890.1000');
    expect(formatNitku('0012345678901000000001')).toBe('0012.3456.7890.1000 000001');
  });

  it('says what shape is expected', () => {
    expect(TAX_IDENTITY_MESSAGES.npwpShape).toBe('NPWP must be 16 digits (a legacy 15-digit NPWP is converted by adding a leading 0).');
    expect(TAX_IDENTITY_MESSAGES.nitkuShape).toBe(
      'NITKU must be 22 digits: the 16-digit NPWP followed by the 6-digit place of business (000000 for the head office).',
    );
    expect(TAX_IDENTITY_MESSAGES.nitkuNotOfNpwp).toBe('NITKU must begin with the NPWP it belongs to.');
  });
});
