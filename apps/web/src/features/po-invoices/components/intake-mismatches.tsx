import { Alert, Typography } from 'antd';
import { INTAKE_MESSAGES, type IntakeResult } from '@faktura/domain';
import { mismatchPlace } from './intake-state';
import { t, translateMessage } from '../../../i18n';

type Props = { result: IntakeResult | null };

/** What the file says that the received lines do not: one item per line, beside the PO line it concerns. */
export function IntakeMismatches({ result }: Props) {
  if (!result?.mismatches.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ margin: 12 }}
      message={translateMessage(INTAKE_MESSAGES.mismatchTitle)}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={t('supplier.intake.mismatches')}>
          {result.mismatches.map((m, i) => {
            const place = mismatchPlace(result, m.rcvTransactionId);
            return (
              <li key={`${m.documentLineId}-${m.kind}-${i}`}>
                {place ? <Typography.Text strong>{place}: </Typography.Text> : null}
                {translateMessage(m.message)}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
