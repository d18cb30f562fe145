import { Col, Form, Input, Select } from 'antd';
import { INVOICE_STATUSES, PO_INVOICE_LIMITS, type CompanyOption } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { SupplierSelect } from '../../../components/supplier-select';
import { t } from '../../../i18n';

export type ListFilters = { company: CompanyOption | null; vendorId?: number; status?: string; invoiceNo: string };

const STATUS_OPTIONS = INVOICE_STATUSES.map((s) => ({ value: s, label: s }));
const COL = { xs: 24, md: 12, xl: 5 };

/** Filters of the finance and invoice-plus-batch lists: company, vendor, status, invoice number. */
export function InvoiceListFilters({ companies, showSupplier }: { companies: readonly CompanyOption[]; showSupplier: boolean }) {
  const company = Form.useWatch<CompanyOption | null>('company');
  return (
    <>
      <Col {...COL}>
        <Form.Item label={t('filters.company')} name="company" htmlFor="list-company">
          <CompanyField id="list-company" companies={companies} allowClear placeholder={t('filters.allCompanies')} />
        </Form.Item>
      </Col>
      {showSupplier ? (
        <Col {...COL}>
          <Form.Item label={t('finance.list.vendor')} name="vendorId" htmlFor="list-vendor">
            <SupplierSelect id="list-vendor" aria-label={t('finance.list.vendor')} instance={company?.instance ?? 'AAM'} orgId={company?.orgId} />
          </Form.Item>
        </Col>
      ) : null}
      <Col {...COL}>
        <Form.Item label={t('filters.status')} name="status" htmlFor="list-status">
          <Select id="list-status" aria-label={t('filters.status')} allowClear placeholder={t('filters.allStatuses')} options={STATUS_OPTIONS} />
        </Form.Item>
      </Col>
      <Col {...COL}>
        <Form.Item label={t('finance.list.invoiceNumber')} name="invoiceNo" htmlFor="list-invoice-no">
          <Input id="list-invoice-no" maxLength={PO_INVOICE_LIMITS.invoiceNo} allowClear />
        </Form.Item>
      </Col>
    </>
  );
}
