import type * as Xmlbuilder2 from 'xmlbuilder2';
import { onFirstUse } from './on-first-use';

// xmlbuilder2 brings a whole DOM (some 160 modules): loaded with the first document written.
const xmlbuilder2 = onFirstUse<typeof Xmlbuilder2>('xmlbuilder2');

/** A new XML 1.0 document in UTF-8, built with xmlbuilder2 (the UBL, Coretax and response files). */
export const newXmlDocument = () => xmlbuilder2().create({ version: '1.0', encoding: 'UTF-8' });
