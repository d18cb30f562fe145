import type { FormInstance } from 'antd';

/**
 * Everything an antd form holds, typed: also the values no field shows (lines picked in a modal,
 * uploaded attachments), which `getFieldsValue()` without `true` leaves out.
 */
export function formValues<T>(form: FormInstance<T>): T {
  return form.getFieldsValue(true) as T;
}
