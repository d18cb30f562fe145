import { Button, Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_REIMBURSEMENT_GROUP, NON_PO_LIMITS } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { AmountInput } from '../../../components/amount-input';
import { DateField } from '../../../components/date-field';
import { Icon } from '../../../components/icon';
import { KEYBOARD_SCROLLABLE } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import { usePhone } from '../../../lib/use-phone';
import { useT } from '../../../i18n/translate';
import type { OptionsScope } from '../api/keys';
import { AccountSelect } from './account-select';
import { emptyReimbursement, type ReimbursementRow } from './form-state';

type Props = {
  rows: ReimbursementRow[];
  /** Called with a change to apply to the rows as the form holds them then (the `rows` drawn may be a render behind). */
  onChange: (update: (rows: ReimbursementRow[]) => ReimbursementRow[]) => void;
  scope: OptionsScope | null;
  debounceMs: number;
  readOnly: boolean;
};

const GROUPS = [{ value: DEFAULT_REIMBURSEMENT_GROUP, label: DEFAULT_REIMBURSEMENT_GROUP }];

/** The Reimburse section: vendor (autocomplete), No Faktur Pajak, Tgl Faktur Pajak, Nilai Pajak, Group. */
export function ReimbursementLines({ rows, onChange, scope, debounceMs, readOnly }: Props) {
  const phone = usePhone();
  const t = useT();
  const change = (key: string, patch: Partial<ReimbursementRow>) => onChange((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const no: TableColumnsType<ReimbursementRow>[number] = { title: t('nonPoLines.no'), key: 'no', width: 48, render: (_v, _r, i) => i + 1 };
  // Lines that cannot change read as text, like the invoice lines above.
  const readColumns: TableColumnsType<ReimbursementRow> = [
    no,
    { title: t('reimbursement.vendor'), dataIndex: 'vendorName' },
    { title: 'No Faktur Pajak', dataIndex: 'taxNo' },
    { title: 'Tgl Faktur Pajak', dataIndex: 'taxDate', render: (d: string) => formatDate(d) },
    { title: 'Nilai Pajak', key: 'taxValue', align: 'right', render: (_v, r) => <Amount value={r.taxValue} /> },
    { title: t('reimbursement.group'), dataIndex: 'group' },
  ];
  const editColumns: TableColumnsType<ReimbursementRow> = [
    no,
    {
      title: t('reimbursement.vendor'),
      key: 'vendor',
      width: 260,
      render: (_v, r, i) => (
        <AccountSelect
          kind="vendors"
          label={t('reimbursement.rowVendor', { n: i + 1 })}
          scope={scope}
          debounceMs={debounceMs}
          value={r.vendorId}
          valueLabel={r.vendorName || null}
          onChange={(vendorId, vendorName) => change(r.key, { vendorId, vendorName: vendorName ?? '' })}
        />
      ),
    },
    {
      title: 'No Faktur Pajak',
      key: 'taxNo',
      width: 200,
      render: (_v, r, i) => (
        <Input
          aria-label={t('reimbursement.rowTaxNo', { n: i + 1 })}
          value={r.taxNo}
          maxLength={NON_PO_LIMITS.taxNo}
          onChange={(e) => change(r.key, { taxNo: e.target.value })}
        />
      ),
    },
    {
      title: 'Tgl Faktur Pajak',
      key: 'taxDate',
      width: 170,
      render: (_v, r, i) => (
        <DateField aria-label={t('reimbursement.rowTaxDate', { n: i + 1 })} value={r.taxDate} onChange={(taxDate) => change(r.key, { taxDate })} />
      ),
    },
    {
      title: 'Nilai Pajak',
      key: 'taxValue',
      width: 160,
      render: (_v, r, i) => (
        <AmountInput
          aria-label={t('reimbursement.rowTaxValue', { n: i + 1 })}
          min="0"
          value={r.taxValue}
          onChange={(v) => change(r.key, { taxValue: v })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: t('reimbursement.group'),
      key: 'group',
      width: 140,
      render: (_v, r, i) => (
        <Select
          aria-label={t('reimbursement.rowGroup', { n: i + 1 })}
          value={r.group}
          options={GROUPS}
          onChange={(group: string) => change(r.key, { group })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_v, r, i) => (
        <Button
          type="text"
          danger
          aria-label={t('reimbursement.removeRow', { n: i + 1 })}
          icon={<Icon of={DeleteOutlined} />}
          onClick={() => onChange((current) => current.filter((x) => x.key !== r.key))}
        />
      ),
    },
  ];
  return (
    <Flex vertical gap={10}>
      {readOnly ? null : (
        <Button icon={<Icon of={PlusOutlined} />} onClick={() => onChange((current) => [...current, emptyReimbursement()])} style={{ alignSelf: 'flex-start' }}>
          {t('reimbursement.addReimburse')}
        </Button>
      )}
      <Table<ReimbursementRow>
        size="small"
        rowKey="key"
        columns={readOnly ? readColumns : editColumns}
        dataSource={rows}
        pagination={false}
        scroll={!readOnly && rows.length ? { x: 1000 } : phone ? { x: 'max-content' } : undefined}
        // On a phone even the empty table is wider than the screen: it scrolls in place, and takes focus to be scrolled by keyboard.
        components={phone ? KEYBOARD_SCROLLABLE : undefined}
        locale={{ emptyText: t('reimbursement.empty') }}
      />
    </Flex>
  );
}
