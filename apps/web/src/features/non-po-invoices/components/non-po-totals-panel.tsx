import { Descriptions, Typography } from 'antd';
import { pph23SourceOfLine, totalPpnNote, type NonPoTotals } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { useT } from '../../../i18n/translate';

/** Total Line, Total PPn (per VAT code rate), WHT per code and Total Invoice, as the server computes them. */
export function NonPoTotalsPanel({
  totals,
  currencyCode,
}: {
  totals: Pick<NonPoTotals, 'totalLine' | 'ppn' | 'totalPpn' | 'wht' | 'totalWht' | 'totalInvoice'>;
  currencyCode: string;
}) {
  const t = useT();
  const ppnNote = totalPpnNote(totals);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'line', label: t('nonPoLines.totalLine'), children: <Amount value={totals.totalLine} /> },
        ...totals.ppn.map((g) => ({ key: `ppn-${g.code}-${g.rate}`, label: g.code, children: <Amount value={g.amount} /> })),
        {
          key: 'ppn',
          label: t('nonPoLines.totalPpn'),
          children: (
            <>
              <Amount value={totals.totalPpn} />
              {ppnNote ? (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {ppnNote}
                </Typography.Text>
              ) : null}
            </>
          ),
        },
        ...totals.wht.map((g) => {
          // A PPh 23 code says where its rate comes from (the rule, doubled without NPWP).
          const source = pph23SourceOfLine(g.code, g.rate);
          return {
            key: `wht-${g.code}-${g.rate}`,
            label: t('nonPoLines.whtCode', { code: g.code }),
            children: (
              <>
                <Amount value={g.amount} />
                {source ? (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="pph23-source">
                    {source}
                  </Typography.Text>
                ) : null}
              </>
            ),
          };
        }),
        {
          key: 'total',
          label: t('nonPoLines.totalInvoice'),
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
