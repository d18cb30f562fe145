import { stampDutyListSchema, stampDutyQuerySchema } from '../stamp-duty';
import { defineEndpoint } from './endpoint';

/** /api/stamp-duty: invoices above the stamp-duty threshold whose e-Meterai serial and stamped document are both missing (finance). */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/stamp-duty',
  summary: 'Submitted IDR invoices above Rp 5,000,000 with neither an e-Meterai serial nor a stamped document, newest first, one company or all',
  query: stampDutyQuerySchema,
  response: stampDutyListSchema,
  errors: ['FORBIDDEN'],
});
