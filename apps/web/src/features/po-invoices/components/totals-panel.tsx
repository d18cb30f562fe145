import { Descriptions, Typography } from 'antd';
import { Amount } from '../../../components/amount';
import type { PreviewTotals } from './form-state';

/**
 * Total DPP / PPn / PPh / Invoice. `preview` says the figures are the browser's estimate; after
 * a save the server's totals are shown instead (they are authoritative).
 */
export function TotalsPanel({ totals, preview, pphSource }: { totals: PreviewTotals; preview: boolean; pphSource?: string | null }) {
  const pending = <Typography.Text type="secondary">Calculated on save</Typography.Text>;
  return (
    <div>
      <Descriptions
        size="small"
        column={1}
        bordered
        styles={{ label: { width: 150 }, content: { textAlign: 'right' } }}
        items={[
          { key: 'dpp', label: 'Total DPP', children: <Amount value={totals.dpp} /> },
          { key: 'ppn', label: 'Total PPn', children: totals.ppn === null ? pending : <Amount value={totals.ppn} /> },
          {
            key: 'pph',
            label: 'Total PPh',
            children: (
              <>
                <Amount value={totals.pph} />
                {/* A PPh 23 code says where its rate comes from (the rule, doubled without NPWP). */}
                {pphSource ? (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="pph23-source">
                    {pphSource}
                  </Typography.Text>
                ) : null}
              </>
            ),
          },
          { key: 'total', label: 'Total Invoice', children: totals.total === null ? pending : <Amount value={totals.total} strong /> },
        ]}
      />
      {preview ? (
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 6 }}>
          Preview. The saved invoice shows the final figures.
        </Typography.Text>
      ) : null}
    </div>
  );
}
