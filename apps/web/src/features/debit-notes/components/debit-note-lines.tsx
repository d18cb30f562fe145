import { Descriptions, Table, type TableColumnsType } from 'antd';
import type { DebitNoteLine } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { formatDate, formatQuantity } from '../../../lib/format';
import { t } from '../../../i18n';

type Header = { dnNo: string; dnDate: string; description: string; currencyCode: string; amount: string; taxAmount: string; totalAmount: string };

// Built at each draw: the headings follow the language.
const columns = (): TableColumnsType<DebitNoteLine> => [
  { title: t('columns.poNumber'), dataIndex: 'poNumber', width: 150 },
  { title: t('finance.debitNotes.description'), dataIndex: 'itemDescription' },
  { title: t('finance.debitNotes.qty'), dataIndex: 'quantity', width: 100, align: 'right', render: (q: string) => formatQuantity(q) },
  { title: t('columns.uom'), dataIndex: 'uom', width: 80 },
  { title: t('columns.unitPrice'), dataIndex: 'unitPrice', width: 140, align: 'right', render: (p: string) => <Amount value={p} /> },
  { title: t('columns.amount'), dataIndex: 'amount', width: 150, align: 'right', render: (a: string) => <Amount value={a} /> },
];

/** A debit note's header and lines (PO number, description, qty, UOM, unit price, amount), as the ERP raised it. */
export function DebitNoteContent({ header, lines }: { header: Header; lines: DebitNoteLine[] }) {
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'no', label: t('finance.debitNotes.dnNo'), children: header.dnNo },
          { key: 'date', label: t('finance.debitNotes.dnDate'), children: formatDate(header.dnDate) },
          { key: 'currency', label: t('finance.debitNotes.currency'), children: header.currencyCode },
          { key: 'amount', label: t('columns.amount'), children: <Amount value={header.amount} /> },
          { key: 'tax', label: t('finance.debitNotes.taxAmount'), children: <Amount value={header.taxAmount} /> },
          { key: 'total', label: t('finance.debitNotes.totalAmount'), children: <Amount value={header.totalAmount} strong /> },
          { key: 'description', label: t('finance.debitNotes.description'), span: 3, children: header.description || '-' },
        ]}
      />
      <Table<DebitNoteLine> size="small" rowKey="lineNumber" columns={columns()} dataSource={lines} pagination={false} style={{ marginTop: 12 }} />
    </>
  );
}
