import { describe, expect, it } from 'vitest';
import {
  checkTaxRegistration,
  TAX_REGISTRATION_MESSAGES,
  taxRegistrationFormSchema,
  taxRegistrationListQuerySchema,
  taxRegistrationMessages,
  taxRegistrationParamsSchema,
  taxNumberSearch,
} from '../src/tax-registration';
import { TAX_IDENTITY_MESSAGES } from '../src/tax-identity';

describe('checking a typed NPWP and NITKU', () => {
  it('takes 16 digits and a NITKU of that NPWP, printed or not', () => {
    expect(checkTaxRegistration({ npwp: '0012.3456.7890.1000', nitku: '0012.3456.7890.1000 000001' })).toEqual({
      npwp: '0012345678901000',
      nitku: '0012345678901000000001',
      errors: {},
      convertedFrom15: false,
    });
  });

  it('converts a legacy 15-digit NPWP and says so', () => {
    const check = checkTaxRegistration({ npwp: '01.234.567.8-901.000', nitku: '' });
    expect(check).toMatchObject({ npwp: '0012345678901000', nitku: null, errors: {}, convertedFrom15: true });
    expect(TAX_REGISTRATION_MESSAGES.converted(check.npwp!)).toBe('The legacy 15-digit NPWP was converted to 0012.3456.7890.1000');
    expect(TAX_REGISTRATION_MESSAGES.willConvert(check.npwp!)).toBe('Legacy 15-digit NPWP: it will be saved as 0012.3456.7890.1000');
  });

  it('leaves both empty as no record', () => {
    expect(checkTaxRegistration({ npwp: '  ', nitku: '' })).toEqual({ npwp: null, nitku: null, errors: {}, convertedFrom15: false });
  });

  it('refuses each wrong shape with its exact message, NPWP first', () => {
    const bad = checkTaxRegistration({ npwp: '12345', nitku: '123' });
    expect(taxRegistrationMessages(bad)).toEqual([
      'NPWP must be 16 digits (a legacy 15-digit NPWP is converted by adding a leading 0).',
      'NITKU must be 22 digits: the 16-digit NPWP followed by the 6-digit place of business (000000 for the head office).',
    ]);
    expect(checkTaxRegistration({ npwp: '0012345678901000', nitku: '00123456789010000000O0' }).errors).toEqual({ nitku: TAX_IDENTITY_MESSAGES.nitkuShape });
  });

  it('refuses a NITKU of another NPWP, or one without an NPWP', () => {
    expect(taxRegistrationMessages(checkTaxRegistration({ npwp: '0012345678901000', nitku: '0099999999999999000000' }))).toEqual([
      'NITKU must begin with the NPWP it belongs to.',
    ]);
    expect(checkTaxRegistration({ npwp: '', nitku: '0012345678901000000000' }).errors).toEqual({ nitku: TAX_IDENTITY_MESSAGES.nitkuNotOfNpwp });
    // The NPWP's own shape is the message to fix first; the NITKU is not judged against a wrong NPWP.
    expect(checkTaxRegistration({ npwp: '0012', nitku: '0012345678901000000000' }).errors).toEqual({ npwp: TAX_IDENTITY_MESSAGES.npwpShape });
  });

  it('has the other messages of the screen in exact words', () => {
    expect(TAX_REGISTRATION_MESSAGES.partyNotFound).toBe('Supplier or company not found');
    expect(TAX_REGISTRATION_MESSAGES.saved).toBe('Tax registration saved');
    expect(TAX_REGISTRATION_MESSAGES.cleared).toBe('Tax registration removed: the ERP’s NPWP applies again, if it has one');
  });
});

describe('the request shapes', () => {
  it('takes a party kind and id in the path, refusing anything else', () => {
    expect(taxRegistrationParamsSchema.safeParse({ instance: 'AAM', partyKind: 'COMPANY', partyId: '82' }).success).toBe(true);
    for (const bad of [
      { instance: 'AAM', partyKind: 'BANK', partyId: '82' },
      { instance: 'AAM', partyKind: 'SUPPLIER', partyId: '0' },
      { instance: 'aam', partyKind: 'SUPPLIER', partyId: '1' },
      { instance: 'AAM', partyKind: 'SUPPLIER', partyId: '1e3' },
    ])
      expect(taxRegistrationParamsSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses long or control-character input before reading it', () => {
    expect(taxRegistrationFormSchema.safeParse({ npwp: '1'.repeat(41), nitku: '' }).success).toBe(false);
    expect(taxRegistrationFormSchema.safeParse({ npwp: '0012\u0000', nitku: '' }).success).toBe(false);
    expect(taxRegistrationFormSchema.safeParse({ npwp: '', nitku: '', extra: 1 }).success).toBe(false);
  });

  it('reads a search as NPWP/NITKU digits from 6 digits on, printed or not', () => {
    expect(taxNumberSearch('0013.0024.5609.1000 000000')).toBe('0013002456091000000000');
    expect(taxNumberSearch('300245')).toBe('300245');
    for (const other of [undefined, '', '3002', 'PT Sinar', '01.234-x']) expect(taxNumberSearch(other)).toBeNull();
  });

  it('pages by the list sizes', () => {
    expect(taxRegistrationListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(taxRegistrationListQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
  });
});
