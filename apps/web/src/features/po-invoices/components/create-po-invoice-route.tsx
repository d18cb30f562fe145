import { Card, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { PO_FLIP_MESSAGES, parseFlipCompany, parseFlipReceipts, todayInJakarta, type CompanyOption } from '@faktura/domain';
import { errorMessages } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePoFlip, type PoFlipRequest } from '../api/get-po-flip';
import { CreatePoInvoicePage, type PoFlipStart } from './create-po-invoice-page';
import { emptyPoForm, formFromFlip } from './form-state';
import { t } from '../../../i18n';

type Address = { request: PoFlipRequest; company: CompanyOption } | { problem: string } | null;

/** Reads `?company=82-AAM&receipts=1,2`: null without receipts; a problem when it names what the user cannot have. */
function readAddress(params: URLSearchParams, companies: readonly CompanyOption[], sessionCompany: CompanyOption | null): Address {
  const receipts = params.get('receipts');
  if (receipts === null) return null;
  const ids = parseFlipReceipts(receipts);
  if (!ids) return { problem: PO_FLIP_MESSAGES.badAddress };
  const named = params.get('company');
  const key = named === null ? sessionCompany : parseFlipCompany(named);
  const company = key && companies.find((c) => c.orgId === key.orgId && c.instance === key.instance);
  if (!company) return { problem: PO_FLIP_MESSAGES.companyUnknown };
  return { request: { orgId: company.orgId, instance: company.instance, rcvTransactionIds: ids }, company };
}

/**
 * `/#/invoice/create`: the PO invoice form, empty, or (the PO flip) opened with the receipt lines
 * the address names, read again by the server. A line it leaves out is said above the form,
 * which opens with the rest; an address that cannot be read opens the empty form with why.
 */
export function CreatePoInvoiceRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const companies = session?.companies ?? [];
  const sessionCompany = session?.user.company ?? null;
  const address = readAddress(params, companies, sessionCompany);
  const request = address && 'request' in address ? address.request : null;
  const flip = usePoFlip(request);
  // A new address (another selection) opens a new form.
  const key = params.toString();

  if (!address) return <CreatePoInvoicePage key={key} />;
  if ('problem' in address) return <CreatePoInvoicePage key={key} start={problemStart(sessionCompany, [address.problem])} />;
  if (flip.isPending)
    return (
      <Card size="small" aria-busy="true" aria-label={t('supplier.intake.loadingLines')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (flip.isError) return <CreatePoInvoicePage key={key} start={problemStart(sessionCompany, errorMessages(flip.error))} />;
  const start: PoFlipStart = {
    company: address.company,
    values: formFromFlip(address.company, flip.data.receipts, flip.data.bankAccountId, todayInJakarta()),
    notices: flip.data.leftOut,
  };
  return <CreatePoInvoicePage key={key} start={start} />;
}

function problemStart(company: CompanyOption | null, notices: string[]): PoFlipStart {
  return { company, values: emptyPoForm(company), notices };
}
