import { Button, Card, Form, Input, Select, Table } from 'antd';
import { REVIEW_LIMITS, type ReviewLine, type ReviewView } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { KEYBOARD_SCROLLABLE } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';

type Props = { view: ReviewView; readOnly: boolean; onTravelOrder: (lineIndex: number) => void };

/**
 * The lines by detail category: amount, VAT, WHT as filed; the PIC sets each
 * line's account and remarks, or writes a travel order into the remarks from the modal.
 */
export function ReviewLines({ view, readOnly, onTravelOrder }: Props) {
  const accounts = view.options.accounts.map((a) => ({ value: a.id, label: a.label }));
  return (
    <Card size="small" title="Lines" styles={{ body: { padding: 0 } }}>
      <Table<ReviewLine>
        size="small"
        rowKey="id"
        dataSource={view.lines}
        pagination={false}
        scroll={{ x: 1320 }}
        components={KEYBOARD_SCROLLABLE}
        locale={{ emptyText: 'No lines' }}
        columns={[
          { title: 'No', dataIndex: 'lineNum', width: 56 },
          { title: 'Detail Category', dataIndex: 'detailCategory', width: 130, render: (v: string) => v || '-' },
          { title: 'Description', dataIndex: 'description', width: 170 },
          { title: 'Amount', dataIndex: 'amount', width: 120, align: 'right', render: (v: string) => <Amount value={v} /> },
          { title: 'VAT', key: 'vat', render: (_: unknown, l) => (l.vatCode ? `${l.vatCode}` : '-') },
          { title: 'PPn', dataIndex: 'taxAmount', align: 'right', render: (v: string) => <Amount value={v} /> },
          { title: 'WHT', dataIndex: 'whtCode', render: (v: string | null) => v ?? '-' },
          {
            title: 'COA',
            key: 'coa',
            width: 220,
            render: (_: unknown, l, index) => (
              <Form.Item name={['lines', index, 'coaId']} noStyle>
                <Select
                  aria-label={`COA of line ${l.lineNum}`}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  disabled={readOnly}
                  options={accounts}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            ),
          },
          {
            title: 'Remarks',
            key: 'remarks',
            width: 380,
            render: (_: unknown, l, index) => (
              <div style={{ display: 'flex', gap: 6 }}>
                <Form.Item name={['lines', index, 'remarks']} noStyle>
                  <Input aria-label={`Remarks of line ${l.lineNum}`} maxLength={REVIEW_LIMITS.remarks} disabled={readOnly} />
                </Form.Item>
                {readOnly ? null : (
                  <Button aria-label={`Travel Order for line ${l.lineNum}`} onClick={() => onTravelOrder(index)}>
                    Travel Order
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      {view.reimbursements.length ? (
        <Table
          size="small"
          rowKey="id"
          title={() => <strong>Reimburse</strong>}
          dataSource={view.reimbursements}
          pagination={false}
          columns={[
            { title: 'Vendor', dataIndex: 'vendorName', render: (v: string) => v || '-' },
            { title: 'No Faktur Pajak', dataIndex: 'taxNo' },
            { title: 'Tgl Faktur Pajak', dataIndex: 'taxDate', render: (v: string) => formatDate(v) },
            { title: 'Nilai Pajak', dataIndex: 'taxValue', align: 'right', render: (v: string) => <Amount value={v} /> },
            { title: 'Group', dataIndex: 'group' },
          ]}
        />
      ) : null}
    </Card>
  );
}
