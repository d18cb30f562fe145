import { Card, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { REVIEW_LIMITS, type ReviewView } from '@faktura/domain';
import { DateField } from '../../../components/date-field';

type Props = { view: ReviewView; readOnly: boolean };

const byId = (list: Array<{ id: number; label: string }>) => list.map((o) => ({ value: o.id, label: o.label }));
const byCode = (list: Array<{ code: string; label: string }>) => list.map((o) => ({ value: o.code, label: o.label }));

/** The header the PIC completes: bank, payment method, term, accounts, dates, site, service charge, SK, category. */
export function ReviewHeaderFields({ view, readOnly }: Props) {
  const o = view.options;
  const select = (id: string, label: string, options: Array<{ value: string | number; label: string }>) => (
    <Select id={id} aria-label={label} allowClear showSearch={{ optionFilterProp: 'label' }} disabled={readOnly} options={options} />
  );
  const col = { xs: 24, md: 12, xl: 8 };
  return (
    <Card size="small" title="Review">
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item label="Invoice Date" name="invoiceDate" htmlFor="review-invoice-date">
            <DateField id="review-invoice-date" disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Tax Date" name="taxDate" htmlFor="review-tax-date">
            <DateField id="review-tax-date" disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="GL Date" name="glDate" htmlFor="review-gl-date" extra="Defaults to the invoice date">
            <DateField id="review-gl-date" disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Supplier Site" name="vendorSiteId" htmlFor="review-site">
            {select('review-site', 'Supplier Site', byId(o.sites))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Bank Account" name="bankAccountId" htmlFor="review-bank" required>
            {select('review-bank', 'Bank Account', byId(o.banks))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Payment Method" name="paymentMethod" htmlFor="review-method" required>
            {select('review-method', 'Payment Method', byCode(o.paymentMethods))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Term" name="termId" htmlFor="review-term" required>
            {select('review-term', 'Term', byId(o.terms))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Charge Of Account" name="chargeAccountId" htmlFor="review-coa" required>
            {select('review-coa', 'Charge Of Account', byId(o.accounts))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Cost Center" name="costCenter" htmlFor="review-cost-center">
            {select('review-cost-center', 'Cost Center', byCode(o.costCenters))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Category" name="categoryId" htmlFor="review-category">
            {select('review-category', 'Category', byId(o.categories))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="SK Number" name="referenceNumber" htmlFor="review-sk">
            <Input id="review-sk" maxLength={REVIEW_LIMITS.referenceNumber} disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Service Charge" name="serviceCharge" valuePropName="checked" htmlFor="review-service-charge">
            <Checkbox id="review-service-charge" disabled={readOnly}>
              Includes a service charge
            </Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
