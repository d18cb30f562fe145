import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { remittancePath } from '@faktura/domain';
import { formatDate } from '../../../lib/format';
import { useInvoiceRemittances } from '../api/remittances';
import { t } from '../../../i18n/translate';

/**
 * The remittance advice of each payment on an invoice, as links (the timeline's "paid" step on the
 * invoice screens): nothing while it loads, fails, or the invoice is unpaid.
 */
export function InvoiceRemittanceLinks({ invoiceId, enabled = true }: { invoiceId: number; enabled?: boolean }) {
  const query = useInvoiceRemittances(invoiceId, enabled);
  const items = query.data?.items ?? [];
  if (!items.length) return null;
  return (
    <Flex vertical gap={2} data-testid="remittance-links">
      {items.map((r) => (
        <Typography.Text key={`${r.instance}-${r.checkId}`}>
          <Link to={remittancePath(r.instance, r.checkId)}>{t('reports.remittances.openAdvice', { checkNum: r.checkNum })}</Link>
          {` · ${formatDate(r.checkDate)}`}
        </Typography.Text>
      ))}
    </Flex>
  );
}
