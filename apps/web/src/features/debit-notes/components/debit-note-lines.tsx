import { Descriptions, Table, type TableColumnsType } from 'antd';
import type { DebitNoteLine } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { formatDate, formatQuantity } from '../../../lib/format';

type Header = { dnNo: string; dnDate: string; description: string; currencyCode: string; amount: string; taxAmount: string; totalAmount: string };

const columns: TableColumnsType<DebitNoteLine> = [
  { title: 'PO Number', dataIndex: 'poNumber', width: 150 },
  { title: 'Description', dataIndex: 'itemDescription' },
  { title: 'Qty', dataIndex: 'quantity', width: 100, align: 'right', render: (q: string) => formatQuantity(q) },
  { title: 'UOM', dataIndex: 'uom', width: 80 },
  { title: 'Unit Price', dataIndex: 'unitPrice', width: 140, align: 'right', render: (p: string) => <Amount value={p} /> },
  { title: 'Amount', dataIndex: 'amount', width: 150, align: 'right', render: (a: string) => <Amount value={a} /> },
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
          { key: 'no', label: 'DN No', children: header.dnNo },
          { key: 'date', label: 'DN Date', children: formatDate(header.dnDate) },
          { key: 'currency', label: 'Currency', children: header.currencyCode },
          { key: 'amount', label: 'Amount', children: <Amount value={header.amount} /> },
          { key: 'tax', label: 'Tax Amount', children: <Amount value={header.taxAmount} /> },
          { key: 'total', label: 'Total Amount', children: <Amount value={header.totalAmount} strong /> },
          { key: 'description', label: 'Description', span: 3, children: header.description || '-' },
        ]}
      />
      <Table<DebitNoteLine> size="small" rowKey="lineNumber" columns={columns} dataSource={lines} pagination={false} style={{ marginTop: 12 }} />
    </>
  );
}
