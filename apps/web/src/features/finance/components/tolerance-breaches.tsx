import { Alert, Card, Table, type TableColumnsType } from 'antd';
import { TOLERANCE_BREACH_MESSAGES as MSG, type InvoiceTolerances } from '@faktura/domain';
import { formatMoney } from '../../../lib/format';
import { errorMessages } from '../../../lib/api-client';
import { t, translateMessage } from '../../../i18n';

type Row = InvoiceTolerances['lines'][number]['breaches'][number] & { key: string; line: string };

// Built at each draw: the headings follow the language.
const columns = (): TableColumnsType<Row> => [
  { title: t('poForm.poLine'), dataIndex: 'line', width: 200 },
  { title: t('finance.detail.breach'), dataIndex: 'message', render: (m: string) => translateMessage(m) },
  { title: t('finance.detail.amountOver'), dataIndex: 'amountOver', width: 150, align: 'right', render: (v: string) => formatMoney(v) },
];

/**
 * On finance's PO invoice detail, before Submit: the lines outside the company's match tolerances
 * with the money over (a warning; finance decides). Nothing when every line is inside.
 */
export function ToleranceBreaches({ result, error }: { result: InvoiceTolerances | undefined; error: unknown }) {
  if (error)
    return <Alert type="warning" showIcon title={translateMessage(MSG.checkFailed)} description={errorMessages(error).map(translateMessage).join(' ')} />;
  if (!result || result.lines.length === 0) return null;
  const rows: Row[] = result.lines.flatMap((l) =>
    l.breaches.map((b) => ({
      ...b,
      key: `${l.lineNum}-${b.check}`,
      line: t('finance.detail.breachLine', { n: l.lineNum, po: l.poNumber, line: l.poLineNum }),
    })),
  );
  return (
    <Card size="small" title={translateMessage(MSG.title)}>
      <Alert type="warning" showIcon role="status" title={MSG.financeWarning(result.lines.length)} style={{ marginBottom: 12 }} />
      <Table<Row> size="small" rowKey="key" columns={columns()} dataSource={rows} pagination={false} />
    </Card>
  );
}
