import { driveCodeRequestSchema, driveRetrySchema, driveStatusSchema, driveUrlRequestSchema, driveUrlSchema } from '../drive';
import { defineEndpoint } from './endpoint';

/** /api/drive: link a company's cloud drive and follow batch uploads to it. ORACLE only. */

export const status = defineEndpoint({
  method: 'GET',
  path: '/api/drive',
  summary: 'Companies, linked drives and recent batch uploads',
  response: driveStatusSchema,
  errors: ['FORBIDDEN'],
});

export const generateUrl = defineEndpoint({
  method: 'POST',
  path: '/api/drive/url',
  summary: "Generate URL: the drive's consent page for a company",
  body: driveUrlRequestSchema,
  response: driveUrlSchema,
  errors: ['FORBIDDEN'],
});

export const saveCode = defineEndpoint({
  method: 'POST',
  path: '/api/drive/code',
  summary: 'Save the pasted code: links the drive (tokens sealed at rest)',
  body: driveCodeRequestSchema,
  response: driveStatusSchema,
  errors: ['FORBIDDEN'],
});

export const retryUpload = defineEndpoint({
  method: 'POST',
  path: '/api/drive/uploads/retry',
  summary: 'Make a failed batch upload due again',
  body: driveRetrySchema,
  response: driveStatusSchema,
  errors: ['FORBIDDEN'],
});
