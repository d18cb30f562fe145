import { z } from 'zod';
import { idParamSchema, INT4_MAX, queryInt } from '../common';

/** `/:id` of a record. */
export const idParams = z.strictObject({ id: idParamSchema });

/** `/:id` of a printed document: 0 is let through, so the service can answer the spec's "Please select …". */
export const printParams = z.strictObject({ id: queryInt(0, INT4_MAX) });

/** The content type of the server-generated prints. */
export const PDF: readonly string[] = ['application/pdf'];

/** The content type of the "Export XLS" downloads (Excel 97–2003). */
export const XLS: readonly string[] = ['application/vnd.ms-excel'];

/** The content type of the "Download Excel" downloads (Office Open XML). */
export const XLSX: readonly string[] = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
