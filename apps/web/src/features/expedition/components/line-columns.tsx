import { Button, Tag, type TableColumnsType } from 'antd';
import { expeditionColumns, type ExpeditionColumnSet, type ExpeditionLine } from '@faktura/domain';
import { Amount, Quantity } from '../../../components/amount';
import { formatDate } from '../../../lib/format';

const WIDTH = { text: 130, money: 130, quantity: 110, date: 120 } as const;

/**
 * The results table's columns in the user's column set (the downloads use the same set):
 * REFERENCE is a button opening the edit modal, UNMATCH shows in red, amounts and dates formatted.
 */
export function lineColumns(set: ExpeditionColumnSet, onReference: (line: ExpeditionLine) => void): TableColumnsType<ExpeditionLine> {
  return expeditionColumns(set).map(({ key, label, kind }) => ({
    key,
    title: label,
    dataIndex: key,
    width: key === 'customer' ? 260 : WIDTH[kind],
    align: kind === 'money' || kind === 'quantity' ? 'right' : undefined,
    fixed: key === 'reference' ? 'left' : undefined,
    render: (value: string | null, line: ExpeditionLine) => {
      if (key === 'reference')
        return (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onReference(line)} aria-label={`Edit ${line.reference}`}>
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
