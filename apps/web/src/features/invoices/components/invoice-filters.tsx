import { Col, Form, Input, Select } from 'antd';
import { INVOICE_STATUSES, PO_INVOICE_LIMITS, type CompanyOption } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { SupplierSelect } from '../../../components/supplier-select';
import { t } from '../../../i18n';

export type InvoiceFilters = { status?: string; company: CompanyOption | null; vendorId?: number; invoiceNo: string };

const STATUS_OPTIONS = INVOICE_STATUSES.map((s) => ({ value: s, label: s }));

/** Invoice list filters, inside the list's FilterCard: Status, Company, Supplier (finance/PIC only), Invoice No. */
export function InvoiceFilterFields({ companies, showSupplier }: { companies: readonly CompanyOption[]; showSupplier: boolean }) {
  // The supplier search runs within the chosen company.
  const company = Form.useWatch<CompanyOption | null>('company');
  const col = showSupplier ? { xs: 24, md: 12, xl: 5 } : { xs: 24, md: 12, xl: 6 };
  return (
    <>
      <Col {...col}>
        <Form.Item label={t('filters.status')} name="status" htmlFor="inv-status">
          <Select id="inv-status" aria-label={t('filters.status')} allowClear placeholder={t('filters.allStatuses')} options={STATUS_OPTIONS} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item label={t('filters.company')} name="company" htmlFor="inv-company">
          <CompanyField id="inv-company" companies={companies} allowClear placeholder={t('filters.allCompanies')} />
        </Form.Item>
      </Col>
      {showSupplier ? (
        <Col {...col}>
          <Form.Item label={t('filters.supplier')} name="vendorId" htmlFor="inv-supplier">
            <SupplierSelect id="inv-supplier" instance={company?.instance ?? 'AAM'} orgId={company?.orgId} />
          </Form.Item>
        </Col>
      ) : null}
      <Col {...col}>
        <Form.Item label={t('filters.invoiceNo')} name="invoiceNo" htmlFor="inv-no">
          <Input id="inv-no" maxLength={PO_INVOICE_LIMITS.invoiceNo} allowClear />
        </Form.Item>
      </Col>
    </>
  );
}
