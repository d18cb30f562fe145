import { Button, Card, Form, Input, Select, Table } from 'antd';
import { REVIEW_LIMITS, type ReviewLine, type ReviewView } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { KEYBOARD_SCROLLABLE } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import { t } from '../../../i18n/translate';
import { wideTable } from '../../../components/wide-table';

type Props = { view: ReviewView; readOnly: boolean; onTravelOrder: (lineIndex: number) => void };

/**
 * The lines by detail category: amount, VAT, WHT as filed; the PIC sets each
 * line's account and remarks, or writes a travel order into the remarks from the modal.
 */
export function ReviewLines({ view, readOnly, onTravelOrder }: Props) {
  const accounts = view.options.accounts.map((a) => ({ value: a.id, label: a.label }));
  return (
    <Card size="small" title={t('review.lines.title')} styles={{ body: { padding: 0 } }}>
      <Table<ReviewLine>
        size="small"
        rowKey="id"
        dataSource={view.lines}
        pagination={false}
        {...wideTable(1320)}
        components={KEYBOARD_SCROLLABLE}
        locale={{ emptyText: t('review.lines.empty') }}
        columns={[
          { title: t('review.lines.no'), dataIndex: 'lineNum', width: 56 },
          { title: t('review.lines.detailCategory'), dataIndex: 'detailCategory', width: 130, render: (v: string) => v || '-' },
          { title: t('review.lines.description'), dataIndex: 'description', width: 170 },
          { title: t('review.lines.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (v: string) => <Amount value={v} /> },
          { title: t('review.lines.vat'), key: 'vat', render: (_: unknown, l) => (l.vatCode ? `${l.vatCode}` : '-') },
          { title: t('review.lines.ppn'), dataIndex: 'taxAmount', align: 'right', render: (v: string) => <Amount value={v} /> },
          { title: t('review.lines.wht'), dataIndex: 'whtCode', render: (v: string | null) => v ?? '-' },
          {
            title: t('review.lines.coa'),
            key: 'coa',
            width: 220,
            render: (_: unknown, l, index) => (
              <Form.Item name={['lines', index, 'coaId']} noStyle>
                <Select
                  aria-label={t('review.lines.coaOfLine', { n: l.lineNum })}
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
            title: t('review.lines.remarks'),
            key: 'remarks',
            width: 380,
            render: (_: unknown, l, index) => (
              <div style={{ display: 'flex', gap: 6 }}>
                <Form.Item name={['lines', index, 'remarks']} noStyle>
                  <Input aria-label={t('review.lines.remarksOfLine', { n: l.lineNum })} maxLength={REVIEW_LIMITS.remarks} disabled={readOnly} />
                </Form.Item>
                {readOnly ? null : (
                  <Button aria-label={t('review.lines.travelOrderForLine', { n: l.lineNum })} onClick={() => onTravelOrder(index)}>
                    {t('review.lines.travelOrder')}
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
          title={() => <strong>{t('review.lines.reimburse')}</strong>}
          dataSource={view.reimbursements}
          pagination={false}
          columns={[
            { title: t('review.lines.vendor'), dataIndex: 'vendorName', render: (v: string) => v || '-' },
            { title: t('review.lines.taxNo'), dataIndex: 'taxNo' },
            { title: t('review.lines.taxDate'), dataIndex: 'taxDate', render: (v: string) => formatDate(v) },
            { title: t('review.lines.taxValue'), dataIndex: 'taxValue', align: 'right', render: (v: string) => <Amount value={v} /> },
            { title: t('review.lines.group'), dataIndex: 'group' },
          ]}
        />
      ) : null}
    </Card>
  );
}
