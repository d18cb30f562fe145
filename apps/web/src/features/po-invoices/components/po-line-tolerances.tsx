import { Alert, Typography } from 'antd';
import { checkInvoiceLines, TOLERANCE_BREACH_MESSAGES as MSG, TOLERANCE_LIMITS, type CompanyOption } from '@faktura/domain';
import { useToleranceBasis } from '../api/get-tolerance-basis';

type Line = { rcvTransactionId: number; poNumber: string; poLineNum: number; quantity: string; unitPrice: string };
type Props = { company: CompanyOption | null; lines: readonly Line[]; invoiceId?: number };

/**
 * Under the PO lines of the supplier's form: each line outside the company's match tolerances,
 * what is over and by how much, before Save. A warning only: the supplier may still save, and
 * finance sees the same breaches (computed by the server) before submitting to the ERP.
 */
export function PoLineTolerances({ company, lines, invoiceId }: Props) {
  const checked = lines.slice(0, TOLERANCE_LIMITS.ids);
  const basis = useToleranceBasis(
    company && checked.length
      ? { instance: company.instance, orgId: company.orgId, rcvTransactionIds: checked.map((l) => l.rcvTransactionId), exceptInvoiceId: invoiceId }
      : null,
  );
  if (!company || checked.length === 0) return null;
  if (basis.error) {
    return (
      <Typography.Paragraph type="secondary" style={{ margin: 12 }}>
        {MSG.checkFailed}
      </Typography.Paragraph>
    );
  }
  if (!basis.data) return null;
  const results = checkInvoiceLines(checked, basis.data);
  const byId = new Map(checked.map((l) => [l.rcvTransactionId, l]));
  const outside = results.filter((r) => r.breaches.length > 0);
  if (outside.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ margin: 12 }}
      title={MSG.formWarning(outside.length)}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={MSG.title}>
          {outside.flatMap((r) => {
            const line = byId.get(r.rcvTransactionId);
            return r.breaches.map((b) => (
              <li key={`${r.rcvTransactionId}-${b.check}`}>
                PO {line?.poNumber} line {line?.poLineNum}: {b.message}
              </li>
            ));
          })}
        </ul>
      }
    />
  );
}
