import { Alert, Flex, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import type { FakturCheckResult, FakturFinding } from '@faktura/domain';

/** AA-contrast colours on white (antd's default danger red is below AA for text). */
const RED = '#cf1322';
const GREEN = '#237804';

function FindingLine({ finding }: { finding: FakturFinding }) {
  if (finding.status === 'MISMATCH') {
    return (
      <Typography.Text style={{ color: RED }} data-testid="faktur-mismatch" data-field={finding.field}>
        <CloseCircleFilled aria-hidden /> {finding.message}
      </Typography.Text>
    );
  }
  if (finding.status === 'MATCH') {
    return (
      <Typography.Text data-testid="faktur-match" data-field={finding.field}>
        <CheckCircleFilled aria-hidden style={{ color: GREEN }} /> {finding.message}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary" data-testid="faktur-other" data-field={finding.field}>
      <MinusCircleOutlined aria-hidden /> {finding.message}
    </Typography.Text>
  );
}

/** One file's check: the headline (matches / does not match / not checked with the reason), each compared field, and the online-check note. */
export function FakturCheckView({ result, filename }: { result: FakturCheckResult; filename?: string }) {
  const type = result.verdict === 'MATCH' ? 'success' : result.verdict === 'MISMATCH' ? 'error' : 'info';
  const title = filename ? `${result.summary} — ${filename}` : result.summary;
  return (
    <Alert
      type={type}
      showIcon
      data-testid="faktur-check"
      data-verdict={result.verdict}
      title={title}
      description={
        <Flex vertical gap={2}>
          {result.reason ? <Typography.Text>{result.reason}</Typography.Text> : null}
          {/* Mismatches first: they are what the reader must act on. */}
          {[...result.findings]
            .sort((a, b) => Number(b.status === 'MISMATCH') - Number(a.status === 'MISMATCH'))
            .map((f) => (
              <FindingLine key={f.field} finding={f} />
            ))}
          {result.qrUrl ? (
            <>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {result.onlineNote}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
                QR: {result.qrUrl}
              </Typography.Text>
            </>
          ) : null}
        </Flex>
      }
    />
  );
}
