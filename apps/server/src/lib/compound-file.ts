import type * as Cfb from 'cfb';
import { onFirstUse } from './on-first-use';

/** The OLE2 compound-file reader (.doc, .xls, a password-protected workbook), loaded with the first upload that needs it. */
export const compoundFileReader = onFirstUse<typeof Cfb>('cfb');

export type CompoundFile = Cfb.CFB$Container;
