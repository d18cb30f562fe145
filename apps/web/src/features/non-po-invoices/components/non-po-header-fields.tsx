import { Button, Col, ConfigProvider, Form, Input, Row, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { NON_PO_LIMITS, isForwarderCategory, type CompanyOption, type NonPoFormOptions } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { DateField } from '../../../components/date-field';
import { Icon } from '../../../components/icon';
import { StatusTag } from '../../../components/status-tag';
import { SupplierSelect } from '../../../components/supplier-select';
import { TaxDateWarning } from '../../../components/tax-date-warning';
import type { OptionsScope } from '../api/keys';
import { AccountSelect } from './account-select';
import { t } from '../../../i18n';

type Props = {
  /** PIC (proxy) entry: a supplier select; a supplier's own form names itself. */
  proxy: boolean;
  /** A saved invoice's supplier does not change. */
  supplierFixed: boolean;
  status: string;
  options: NonPoFormOptions | undefined;
  optionsLoading: boolean;
  scope: OptionsScope | null;
  companies: readonly CompanyOption[];
  fixedCompany: CompanyOption | null;
  readOnly: boolean;
  onFindSk: () => void;
};

const half = { xs: 24, lg: 12 };
// Selects hold `undefined` for "none"; the form (and the API) hold null.
const nullable = { getValueProps: (v: unknown) => ({ value: v ?? undefined }), normalize: (v: unknown) => v ?? null };
const select = (id: string, label: string, loading: boolean, options: { value: string | number; label: string }[] | undefined) => (
  <Select
    id={id}
    aria-label={label}
    loading={loading}
    allowClear
    placeholder={`- Select ${label} -`}
    showSearch={{ optionFilterProp: 'label' }}
    options={options}
  />
);

/** The header of the non-PO and proxy forms (create, edit and proxy entry). */
export function NonPoHeaderFields({ proxy, supplierFixed, status, options, optionsLoading, scope, companies, fixedCompany, readOnly, onFindSk }: Props) {
  const company = Form.useWatch<CompanyOption | null>('company');
  const categoryId = Form.useWatch<number | null>('categoryId');
  // Held by the form without an input of its own: watched with `preserve`.
  const coaLabel = Form.useWatch<string | null>('coaLabel', { preserve: true });
  const forwarder = isForwarderCategory(options?.categories.find((c) => c.id === categoryId)?.name);
  return (
    // Only the header is disabled when read-only: attachments stay downloadable below.
    <ConfigProvider componentDisabled={readOnly}>
      <Row gutter={24}>
        <Col {...half}>
          <Form.Item label={t('nonPoForm.company')} name="company" htmlFor="np-company" required>
            <CompanyField id="np-company" companies={companies} fixed={fixedCompany} />
          </Form.Item>
          {proxy && !supplierFixed ? (
            <Form.Item label={t('nonPoForm.supplier')} name="vendorId" htmlFor="np-supplier" required {...nullable}>
              <SupplierSelect
                id="np-supplier"
                instance={company?.instance ?? 'AAM'}
                orgId={company?.orgId}
                debounceMs={500}
                placeholder={t('nonPoForm.selectSupplier')}
              />
            </Form.Item>
          ) : (
            <Form.Item label={t('nonPoForm.supplier')} htmlFor="np-supplier-name">
              <Input id="np-supplier-name" readOnly variant="filled" value={options?.vendorName ?? ''} />
            </Form.Item>
          )}
          <Form.Item label={t('nonPoForm.supplierSite')} name="vendorSiteId" htmlFor="np-site" {...nullable}>
            {select(
              'np-site',
              'Supplier Site',
              optionsLoading,
              options?.sites.map((s) => ({ value: s.id, label: s.code })),
            )}
          </Form.Item>
          <Form.Item label={t('nonPoForm.invoiceNo')} name="invoiceNo" htmlFor="np-invoice-no" required>
            <Input id="np-invoice-no" maxLength={NON_PO_LIMITS.invoiceNo} />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item label={t('nonPoForm.invoiceDate')} name="invoiceDate" htmlFor="np-invoice-date" required>
                <DateField id="np-invoice-date" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('nonPoForm.glDate')} name="glDate" htmlFor="np-gl-date">
                <DateField id="np-gl-date" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={t('nonPoForm.description')} name="description" htmlFor="np-description">
            <Input.TextArea id="np-description" rows={4} maxLength={NON_PO_LIMITS.description} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item label={t('nonPoForm.taxInvoiceNo')} name="taxNo" htmlFor="np-tax-no" required>
                <Input id="np-tax-no" maxLength={NON_PO_LIMITS.taxNo} placeholder="010.000-24.00000001" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('nonPoForm.taxInvoiceDate')} name="taxDate" htmlFor="np-tax-date" required>
                <DateField id="np-tax-date" />
              </Form.Item>
              {supplierFixed || readOnly ? null : <TaxDateWarning name="taxDate" />}
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('nonPoForm.status')}>
                {/* Read-only forms disable their fields, never the status: a disabled tag is unreadably pale. */}
                <ConfigProvider componentDisabled={false}>
                  <StatusTag status={status} />
                </ConfigProvider>
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('nonPoForm.currency')} name="currencyCode" htmlFor="np-currency">
                {select(
                  'np-currency',
                  'Currency',
                  optionsLoading,
                  options?.currencies.map((c) => ({ value: c.code, label: `${c.code} – ${c.name}` })),
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('nonPoForm.bank')} name="bankAccountId" htmlFor="np-bank" required={proxy} {...nullable}>
                {select(
                  'np-bank',
                  'Bank',
                  optionsLoading,
                  options?.banks.map((b) => ({ value: b.id, label: b.label })),
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('nonPoForm.paymentMethod')} name="paymentMethod" htmlFor="np-payment-method" required={proxy} {...nullable}>
                {select(
                  'np-payment-method',
                  'Payment Method',
                  optionsLoading,
                  options?.paymentMethods.map((p) => ({ value: p.code, label: p.name })),
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('nonPoForm.term')} name="termId" htmlFor="np-term" {...nullable}>
                {select(
                  'np-term',
                  'Term',
                  optionsLoading,
                  options?.terms.map((t) => ({ value: t.id, label: t.label })),
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('nonPoForm.costCenter')}
                name="costCenter"
                htmlFor="np-cost-center"
                getValueProps={(v: string) => ({ value: v || undefined })}
                normalize={(v?: string) => v ?? ''}
              >
                {select(
                  'np-cost-center',
                  'Cost Center',
                  optionsLoading,
                  options?.costCenters.map((c) => ({ value: c.code, label: `${c.code} – ${c.name}` })),
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('nonPoForm.category')} name="categoryId" htmlFor="np-category" {...nullable}>
                {select(
                  'np-category',
                  'Category',
                  optionsLoading,
                  options?.categories.map((c) => ({ value: c.id, label: c.name })),
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              {/* Category FORWARDER: the number comes from Find SK; otherwise it is typed. */}
              <Form.Item label={t('nonPoForm.referenceNumber')} htmlFor="np-reference">
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name="referenceNumber" noStyle>
                    <Input id="np-reference" maxLength={NON_PO_LIMITS.referenceNumber} disabled={readOnly || forwarder} />
                  </Form.Item>
                  <Button icon={<Icon of={SearchOutlined} />} disabled={readOnly || !forwarder} onClick={onFindSk}>
                    Find SK
                  </Button>
                </Space.Compact>
              </Form.Item>
            </Col>
            {proxy ? (
              <Col span={24}>
                <Form.Item label={t('nonPoForm.chargeOfAccount')} name="coaId" htmlFor="np-coa" {...nullable}>
                  <AccountSelect id="np-coa" label={t('nonPoForm.chargeOfAccount')} scope={scope} debounceMs={500} valueLabel={coaLabel} />
                </Form.Item>
              </Col>
            ) : null}
          </Row>
        </Col>
      </Row>
    </ConfigProvider>
  );
}
