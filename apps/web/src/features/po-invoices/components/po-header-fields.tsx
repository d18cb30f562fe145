import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { CompanyOption, PoFormOptions } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { DateField } from '../../../components/date-field';
import { StatusTag } from '../../../components/status-tag';
import type { PoFormState } from './form-state';

type Props = {
  form: PoFormState;
  status: string;
  onChange: (patch: Partial<PoFormState>) => void;
  /** The date goes through the page: it may refuse the change while lines are selected. */
  onInvoiceDateChange: (iso: string) => void;
  options: PoFormOptions | undefined;
  optionsLoading: boolean;
  companies: readonly CompanyOption[];
  fixedCompany: CompanyOption | null;
  readOnly: boolean;
};

const half = { xs: 24, lg: 12 };

/** The header of the PO invoice form (spec §3 "PO form", screen 4). */
export function PoHeaderFields({ form, status, onChange, onInvoiceDateChange, options, optionsLoading, companies, fixedCompany, readOnly }: Props) {
  const pphCode = options?.pphCodes.find((c) => c.code === form.pphCode);
  const togglePph = (checked: boolean) =>
    onChange({ includePph: checked, pphValue: checked ? form.pphValue : '', pphCode: checked ? (form.pphCode ?? options?.pphCodes[0]?.code ?? null) : null });
  return (
    <Form layout="vertical" component="div" requiredMark={!readOnly} disabled={readOnly}>
      <Row gutter={24}>
        <Col {...half}>
          <Form.Item label="Company" htmlFor="po-company" required>
            <CompanyField id="po-company" value={form.company} companies={companies} fixed={fixedCompany} onChange={(company) => onChange({ company })} />
          </Form.Item>
          <Form.Item label="Invoice No" htmlFor="po-invoice-no" required>
            <Input id="po-invoice-no" value={form.invoiceNo} maxLength={60} onChange={(e) => onChange({ invoiceNo: e.target.value })} />
          </Form.Item>
          <Form.Item label="Invoice Date" htmlFor="po-invoice-date" required>
            <DateField id="po-invoice-date" value={form.invoiceDate} onChange={onInvoiceDateChange} />
          </Form.Item>
          <Form.Item label="Description" htmlFor="po-description">
            <Input.TextArea
              id="po-description"
              rows={4}
              maxLength={2000}
              value={form.description}
              onChange={(e) => onChange({ description: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Tax Invoice No" htmlFor="po-tax-no" required>
            <Input
              id="po-tax-no"
              value={form.taxInvoiceNo}
              maxLength={30}
              placeholder="010.000-24.00000001"
              onChange={(e) => onChange({ taxInvoiceNo: e.target.value })}
            />
          </Form.Item>
          <Form.Item label="Tax Invoice Date" htmlFor="po-tax-date" required>
            <DateField id="po-tax-date" value={form.taxInvoiceDate} onChange={(taxInvoiceDate) => onChange({ taxInvoiceDate })} />
          </Form.Item>
          <Form.Item label="Status">
            <StatusTag status={status} />
          </Form.Item>
          <Form.Item label="Bank" htmlFor="po-bank">
            <Select
              id="po-bank"
              aria-label="Bank"
              value={form.bankAccountId ?? undefined}
              loading={optionsLoading}
              placeholder="- Select Bank -"
              allowClear
              options={options?.banks.map((b) => ({ value: b.id, label: b.label }))}
              onChange={(v: number | undefined) => onChange({ bankAccountId: v ?? null })}
            />
          </Form.Item>
          <Form.Item label="Charge Of Account" htmlFor="po-coa">
            <Select
              id="po-coa"
              aria-label="Charge Of Account"
              value={form.coaId ?? undefined}
              loading={optionsLoading}
              placeholder="Search account"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={options?.accounts.map((a) => ({ value: a.id, label: a.label }))}
              onChange={(v: number | undefined) => onChange({ coaId: v ?? null })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={24} align="bottom">
        <Col xs={24} lg={6}>
          <Form.Item label=" " colon={false}>
            <Checkbox checked={form.includePph} onChange={(e) => togglePph(e.target.checked)}>
              Include PPh
            </Checkbox>
          </Form.Item>
        </Col>
        <Col xs={24} lg={6}>
          <Form.Item label="PPh Value" htmlFor="po-pph-value" required={form.includePph}>
            <InputNumber<string>
              id="po-pph-value"
              stringMode
              min="0"
              precision={2}
              disabled={readOnly || !form.includePph}
              value={form.pphValue || null}
              onChange={(v) => onChange({ pphValue: v ?? '' })}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        {form.includePph ? (
          <Col xs={24} lg={6}>
            <Form.Item label="PPh Code" htmlFor="po-pph-code">
              <Select
                id="po-pph-code"
                aria-label="PPh Code"
                value={form.pphCode ?? undefined}
                options={options?.pphCodes.map((c) => ({ value: c.code, label: `${c.code} – ${c.description}` }))}
                onChange={(v: string) => onChange({ pphCode: v })}
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} lg={6}>
          <Form.Item label="Tax Rate" htmlFor="po-tax-rate">
            <Input id="po-tax-rate" readOnly variant="filled" value={form.includePph && pphCode ? `${pphCode.rate} %` : ''} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
