import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { PO_INVOICE_MESSAGES } from '@faktura/domain';
import { Amount, Quantity } from '../../../components/amount';
import { Icon } from '../../../components/icon';
import type { PoLineRow } from './form-state';
import { t } from '../../../i18n';
import { wideTable } from '../../../components/wide-table';

type Props = { lines: PoLineRow[]; canRemove: boolean; onRemove: (line: PoLineRow) => void; removing?: boolean };

/** The PO lines of the invoice: No, PO Number, PO Line, Product, Price, Qty, Amount. */
export function PoLinesTable({ lines, canRemove, onRemove, removing }: Props) {
  const columns: TableColumnsType<PoLineRow> = [
    { title: t('poForm.no'), key: 'no', width: 56, align: 'right', render: (_v, _r, i) => i + 1 },
    { title: t('poForm.poNumber'), dataIndex: 'poNumber', width: 140 },
    { title: t('poForm.poLine'), dataIndex: 'poLineNum', width: 80, align: 'right' },
    { title: t('poForm.product'), dataIndex: 'itemDescription', ellipsis: true, render: (d: string, r) => (r.itemCode ? `${r.itemCode} - ${d}` : d) },
    { title: t('poForm.price'), dataIndex: 'unitPrice', width: 140, align: 'right', render: (v: string) => <Amount value={v} /> },
    { title: t('poForm.qty'), dataIndex: 'quantity', width: 110, align: 'right', render: (v: string) => <Quantity value={v} /> },
    { title: t('poForm.amount'), dataIndex: 'amount', width: 160, align: 'right', render: (v: string) => <Amount value={v} /> },
  ];
  if (canRemove) {
    columns.push({
      title: '',
      key: 'remove',
      width: 56,
      align: 'center',
      render: (_v, line) => (
        <Popconfirm
          title={PO_INVOICE_MESSAGES.removeLineConfirm}
          okText={t('invoiceDetail.yes')}
          cancelText={t('invoiceDetail.no')}
          onConfirm={() => onRemove(line)}
        >
          <Button
            type="text"
            danger
            size="small"
            icon={<Icon of={DeleteOutlined} />}
            aria-label={t('detailPage.removePoLine', { po: line.poNumber, line: line.poLineNum })}
            disabled={removing}
          />
        </Popconfirm>
      ),
    });
  }
  return (
    <Table<PoLineRow>
      rowKey="rcvTransactionId"
      size="small"
      columns={columns}
      dataSource={lines}
      pagination={false}
      {...wideTable(820)}
      locale={{ emptyText: t('supplier.poLines.empty') }}
    />
  );
}
