import { Button, Tag, type TableColumnsType } from 'antd';
import { expeditionColumns, type ExpeditionColumnKey, type ExpeditionColumnSet, type ExpeditionLine } from '@faktura/domain';
import { Amount, Quantity } from '../../../components/amount';
import { formatDate } from '../../../lib/format';
import { t, type MessageKey } from '../../../i18n';

const WIDTH = { text: 130, money: 130, quantity: 110, date: 120 } as const;

/** The headings the column sets write in English; the others are the legacy's Indonesian names and stay. */
const ENGLISH_HEADINGS: Partial<Record<ExpeditionColumnKey, MessageKey>> = {
  branch: 'master.expedition.columns.branch',
  reference: 'master.expedition.columns.reference',
  awbVendor: 'master.expedition.columns.awbVendor',
  customer: 'master.expedition.columns.customer',
  service: 'master.expedition.columns.service',
  charge: 'master.expedition.columns.charge',
  matchType: 'master.expedition.columns.matchType',
  status: 'master.expedition.columns.status',
};

const heading = (key: ExpeditionColumnKey, label: string) => {
  const text = ENGLISH_HEADINGS[key];
  return text ? t(text) : label;
};

/**
 * The results table's columns in the user's column set (the downloads use the same set):
 * REFERENCE is a button opening the edit modal, UNMATCH shows in red, amounts and dates formatted.
 */
export function lineColumns(set: ExpeditionColumnSet, onReference: (line: ExpeditionLine) => void): TableColumnsType<ExpeditionLine> {
  return expeditionColumns(set).map(({ key, label, kind }) => ({
    key,
    title: heading(key, label),
    dataIndex: key,
    width: key === 'customer' ? 260 : WIDTH[kind],
    align: kind === 'money' || kind === 'quantity' ? 'right' : undefined,
    fixed: key === 'reference' ? 'left' : undefined,
    render: (value: string | null, line: ExpeditionLine) => {
      if (key === 'reference')
        return (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => onReference(line)}
            aria-label={t('master.expedition.editReference', { reference: line.reference })}
          >
            {line.reference}
          </Button>
        );
      if (key === 'matchType' && value) return <Tag color={value === 'UNMATCH' ? 'error' : 'success'}>{value}</Tag>;
      if (kind === 'money') return <Amount value={value} />;
      if (kind === 'quantity') return <Quantity value={value} />;
      if (kind === 'date') return value ? formatDate(value) : '-';
      return value ?? '-';
    },
  }));
}
