import { Col, Form, Input } from 'antd';
import { PO_INVOICE_LIMITS, type CompanyOption } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { DateField } from '../../../components/date-field';
import { useSession } from '../../../lib/session';
import type { PaymentReportFilterQuery } from '../api/keys';
import { useT } from '../../../i18n/translate';

/** The filters of the payment report and the payment schedule. */
export type PaymentFilters = { company: CompanyOption | null; fromDate: string; toDate: string; fromInvoice: string; toInvoice: string };

export function initialPaymentFilters(company: CompanyOption | null): PaymentFilters {
  return { company, fromDate: '', toDate: '', fromInvoice: '', toInvoice: '' };
}

export function paymentFilterQuery(f: PaymentFilters): PaymentReportFilterQuery {
  return {
    orgId: f.company?.orgId,
    instance: f.company?.instance,
    fromDate: f.fromDate || undefined,
    toDate: f.toDate || undefined,
    fromInvoice: f.fromInvoice.trim() || undefined,
    toInvoice: f.toInvoice.trim() || undefined,
  };
}

/** Company, From/To Date, From/To Invoice; `idPrefix` keeps the two screens' ids apart. */
export function PaymentFilterFields({ idPrefix, companyRequired }: { idPrefix: string; companyRequired?: boolean }) {
  const session = useSession();
  const t = useT();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item label={t('reports.filters.company')} name="company" htmlFor={id('company')} required={companyRequired}>
          <CompanyField id={id('company')} companies={session?.companies ?? []} allowClear />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label={t('reports.filters.fromDate')} name="fromDate" htmlFor={id('from-date')}>
          <DateField id={id('from-date')} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label={t('reports.filters.toDate')} name="toDate" htmlFor={id('to-date')}>
          <DateField id={id('to-date')} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item label={t('reports.filters.fromInvoice')} name="fromInvoice" htmlFor={id('from-invoice')}>
          <Input id={id('from-invoice')} maxLength={PO_INVOICE_LIMITS.invoiceNo} allowClear />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item label={t('reports.filters.toInvoice')} name="toInvoice" htmlFor={id('to-invoice')}>
          <Input id={id('to-invoice')} maxLength={PO_INVOICE_LIMITS.invoiceNo} allowClear />
        </Form.Item>
      </Col>
    </>
  );
}
