import { Alert, Card, Table, type TableColumnsType } from 'antd';
import { TOLERANCE_BREACH_MESSAGES as MSG, type InvoiceTolerances } from '@faktura/domain';
import { formatMoney } from '../../../lib/format';
import { errorMessages } from '../../../lib/api-client';

type Row = InvoiceTolerances['lines'][number]['breaches'][number] & { key: string; line: string };

const columns: TableColumnsType<Row> = [
  { title: 'PO Line', dataIndex: 'line', width: 200 },
  { title: 'Breach', dataIndex: 'message' },
  { title: 'Amount Over', dataIndex: 'amountOver', width: 150, align: 'right', render: (v: string) => formatMoney(v) },
];

/**
 * On finance's PO invoice detail, before Submit: the lines outside the company's match tolerances
 * with the money over (a warning; finance decides). Nothing when every line is inside.
 */
export function ToleranceBreaches({ result, error }: { result: InvoiceTolerances | undefined; error: unknown }) {
  if (error) return <Alert type="warning" showIcon title={MSG.checkFailed} description={errorMessages(error).join(' ')} />;
  if (!result || result.lines.length === 0) return null;
  const rows: Row[] = result.lines.flatMap((l) =>
    l.breaches.map((b) => ({ ...b, key: `${l.lineNum}-${b.check}`, line: `#${l.lineNum} PO ${l.poNumber} line ${l.poLineNum}` })),
  );
  return (
    <Card size="small" title={MSG.title}>
      <Alert type="warning" showIcon role="status" title={MSG.financeWarning(result.lines.length)} style={{ marginBottom: 12 }} />
      <Table<Row> size="small" rowKey="key" columns={columns} dataSource={rows} pagination={false} />
    </Card>
  );
}
