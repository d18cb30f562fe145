import { Alert, Form } from 'antd';
import { taxInvoiceDateWarnings, todayInJakarta } from '@faktura/domain';
import { translateMessage } from '../i18n';

/**
 * Under a new invoice's tax invoice date: warns at once when the faktur's upload deadline or its
 * crediting window has passed. A warning only; saving is not stopped. A saved invoice shows the
 * server's warnings above its form instead.
 */
export function TaxDateWarning({ name }: { name: string }) {
  const value = Form.useWatch<string | null | undefined>(name, Form.useFormInstance());
  const [warning] = taxInvoiceDateWarnings(value ?? null, todayInJakarta());
  return warning ? <Alert role="status" type="warning" showIcon title={translateMessage(warning)} style={{ marginBottom: 16 }} /> : null;
}
