import { Descriptions, Typography } from 'antd';
import { Amount } from '../../../components/amount';
import type { PreviewTotals } from './form-state';
import { t } from '../../../i18n';

/**
 * Total DPP / PPn / PPh / Invoice. `preview` says the figures are the browser's estimate; after
 * a save the server's totals are shown instead (they are authoritative).
 */
export function TotalsPanel({ totals, preview, pphSource }: { totals: PreviewTotals; preview: boolean; pphSource?: string | null }) {
  const pending = <Typography.Text type="secondary">{t('totals.pending')}</Typography.Text>;
  return (
    <div>
      <Descriptions
        size="small"
        column={1}
        bordered
        styles={{ label: { width: 150 }, content: { textAlign: 'right' } }}
        items={[
          { key: 'dpp', label: t('totals.dpp'), children: <Amount value={totals.dpp} /> },
          { key: 'ppn', label: t('totals.ppn'), children: totals.ppn === null ? pending : <Amount value={totals.ppn} /> },
          {
            key: 'pph',
            label: t('totals.pph'),
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
          { key: 'total', label: t('totals.total'), children: totals.total === null ? pending : <Amount value={totals.total} strong /> },
        ]}
      />
      {preview ? (
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 6 }}>
          {t('totals.preview')}
        </Typography.Text>
      ) : null}
    </div>
  );
}
