import { Checkbox, Col, ConfigProvider, Form, Input, InputNumber, Row, Select } from 'antd';
import { PO_INVOICE_LIMITS, type CompanyOption, type PoFormOptions } from '@faktura/domain';
import { useAmountFormat } from '../../../components/amount-input';
import { CompanyField } from '../../../components/company-field';
import { DateField } from '../../../components/date-field';
import { StatusTag } from '../../../components/status-tag';
import { TaxDateWarning } from '../../../components/tax-date-warning';
import type { PoFormValues } from './form-state';
import { t } from '../../../i18n';

type Props = {
  /** Shown on create only: the saved invoice's status is in its summary above the form. */
  status?: string;
  /** The invoice date goes through this: it may refuse the change (and keep `previous`) while lines are selected. */
  checkInvoiceDate: (iso: string, previous: string, values: PoFormValues) => string;
  options: PoFormOptions | undefined;
  optionsLoading: boolean;
  companies: readonly CompanyOption[];
  fixedCompany: CompanyOption | null;
  readOnly: boolean;
};

const half = { xs: 24, lg: 12 };
// Selects hold `undefined` for "none"; the form (and the API) hold null.
const nullable = { getValueProps: (v: unknown) => ({ value: v ?? undefined }), normalize: (v: unknown) => v ?? null };

/** The header of the PO invoice form: fields of the surrounding antd form. */
export function PoHeaderFields({ status, checkInvoiceDate, options, optionsLoading, companies, fixedCompany, readOnly }: Props) {
  const includePph = Form.useWatch<boolean>('includePph') ?? false;
  // The PPh value is typed the chosen language's way (1.234.567,89 in Bahasa Indonesia).
  const amountFormat = useAmountFormat();
  const chosenPphCode = Form.useWatch<string | null>('pphCode');
  const pphCode = options?.pphCodes.find((c) => c.code === chosenPphCode);
  return (
    // Only the header is disabled when read-only: attachments stay downloadable below.
    <ConfigProvider componentDisabled={readOnly}>
      <Row gutter={24}>
        <Col {...half}>
          <Form.Item label={t('poForm.company')} name="company" htmlFor="po-company" required>
            <CompanyField id="po-company" companies={companies} fixed={fixedCompany} />
          </Form.Item>
          <Form.Item label={t('poForm.invoiceNo')} name="invoiceNo" htmlFor="po-invoice-no" required>
            <Input id="po-invoice-no" maxLength={PO_INVOICE_LIMITS.invoiceNo} />
          </Form.Item>
          <Form.Item
            label={t('poForm.invoiceDate')}
            name="invoiceDate"
            htmlFor="po-invoice-date"
            required
            normalize={(iso: string, previous: string, all) => checkInvoiceDate(iso, previous, all as PoFormValues)}
          >
            <DateField id="po-invoice-date" />
          </Form.Item>
          <Form.Item label={t('poForm.description')} name="description" htmlFor="po-description">
            <Input.TextArea id="po-description" rows={4} maxLength={PO_INVOICE_LIMITS.description} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label={t('poForm.taxInvoiceNo')} name="taxInvoiceNo" htmlFor="po-tax-no" required>
            <Input id="po-tax-no" maxLength={PO_INVOICE_LIMITS.taxInvoiceNo} placeholder="010.000-24.00000001" />
          </Form.Item>
          <Form.Item label={t('poForm.taxInvoiceDate')} name="taxInvoiceDate" htmlFor="po-tax-date" required>
            <DateField id="po-tax-date" />
          </Form.Item>
          {status && !readOnly ? <TaxDateWarning name="taxInvoiceDate" /> : null}
          {status ? (
            <Form.Item label={t('poForm.status')}>
              <StatusTag status={status} />
            </Form.Item>
          ) : null}
          <Form.Item label={t('poForm.bank')} name="bankAccountId" htmlFor="po-bank" {...nullable}>
            <Select
              id="po-bank"
              aria-label={t('poForm.bank')}
              loading={optionsLoading}
              placeholder={t('poForm.selectBank')}
              allowClear
              options={options?.banks.map((b) => ({ value: b.id, label: b.label }))}
            />
          </Form.Item>
          <Form.Item label={t('poForm.chargeOfAccount')} name="coaId" htmlFor="po-coa" {...nullable}>
            <Select
              id="po-coa"
              aria-label={t('poForm.chargeOfAccount')}
              loading={optionsLoading}
              placeholder={t('poForm.searchAccount')}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={options?.accounts.map((a) => ({ value: a.id, label: a.label }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={24} align="bottom">
        <Col xs={24} lg={6}>
          <Form.Item label=" " colon={false} name="includePph" valuePropName="checked">
            <Checkbox>{t('poForm.includePph')}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={24} lg={6}>
          <Form.Item
            label={t('poForm.pphValue')}
            name="pphValue"
            htmlFor="po-pph-value"
            required={includePph}
            getValueProps={(v: string) => ({ value: v || null })}
            normalize={(v: string | null) => v ?? ''}
          >
            <InputNumber<string>
              {...amountFormat}
              id="po-pph-value"
              stringMode
              min="0"
              precision={2}
              disabled={readOnly || !includePph}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        {includePph ? (
          <Col xs={24} lg={6}>
            <Form.Item label={t('poForm.pphCode')} name="pphCode" htmlFor="po-pph-code" {...nullable}>
              <Select
                id="po-pph-code"
                aria-label={t('poForm.pphCode')}
                options={options?.pphCodes.map((c) => ({ value: c.code, label: `${c.code} – ${c.description}` }))}
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} lg={6}>
          <Form.Item label={t('poForm.taxRate')} htmlFor="po-tax-rate">
            <Input id="po-tax-rate" readOnly variant="filled" value={includePph && pphCode ? `${pphCode.rate} %` : ''} />
          </Form.Item>
        </Col>
      </Row>
    </ConfigProvider>
  );
}
