import { Descriptions, Typography } from 'antd';
import type { NonPoTotals } from '@faktura/domain';
import { Amount } from '../../../components/amount';

/** Total Line, Total PPn (per VAT code rate), WHT per code and Total Invoice, as the server computes them. */
export function NonPoTotalsPanel({
  totals,
  currencyCode,
}: {
  totals: Pick<NonPoTotals, 'totalLine' | 'ppn' | 'totalPpn' | 'wht' | 'totalWht' | 'totalInvoice'>;
  currencyCode: string;
}) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'line', label: 'Total Line', children: <Amount value={totals.totalLine} /> },
        ...totals.ppn.map((g) => ({ key: `ppn-${g.code}-${g.rate}`, label: g.code, children: <Amount value={g.amount} /> })),
        { key: 'ppn', label: 'Total PPn', children: <Amount value={totals.totalPpn} /> },
        ...totals.wht.map((g) => ({ key: `wht-${g.code}-${g.rate}`, label: `WHT ${g.code}`, children: <Amount value={g.amount} /> })),
        {
          key: 'total',
          label: 'Total Invoice',
          children: (
            <Typography.Text strong>
              {currencyCode} <Amount value={totals.totalInvoice} />
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
