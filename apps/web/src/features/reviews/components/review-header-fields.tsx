import { Card, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { REVIEW_LIMITS, type ReviewView } from '@faktura/domain';
import { DateField } from '../../../components/date-field';
import { t } from '../../../i18n/translate';

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
    <Card size="small" title={t('review.fields.title')}>
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item label={t('review.fields.invoiceDate')} name="invoiceDate" htmlFor="review-invoice-date">
            <DateField id="review-invoice-date" disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('review.fields.taxDate')} name="taxDate" htmlFor="review-tax-date">
            <DateField id="review-tax-date" disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('review.fields.glDate')} name="glDate" htmlFor="review-gl-date" extra={t('review.fields.glDateExtra')}>
            <DateField id="review-gl-date" disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('review.fields.supplierSite')} name="vendorSiteId" htmlFor="review-site">
            {select('review-site', t('review.fields.supplierSite'), byId(o.sites))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('review.fields.bankAccount')} name="bankAccountId" htmlFor="review-bank" required>
            {select('review-bank', t('review.fields.bankAccount'), byId(o.banks))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('review.fields.paymentMethod')} name="paymentMethod" htmlFor="review-method" required>
            {select('review-method', t('review.fields.paymentMethod'), byCode(o.paymentMethods))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('review.fields.term')} name="termId" htmlFor="review-term" required>
            {select('review-term', t('review.fields.term'), byId(o.terms))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('review.fields.chargeOfAccount')} name="chargeAccountId" htmlFor="review-coa" required>
            {select('review-coa', t('review.fields.chargeOfAccount'), byId(o.accounts))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('review.fields.costCenter')} name="costCenter" htmlFor="review-cost-center">
            {select('review-cost-center', t('review.fields.costCenter'), byCode(o.costCenters))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('review.fields.category')} name="categoryId" htmlFor="review-category">
            {select('review-category', t('review.fields.category'), byId(o.categories))}
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('review.fields.skNumber')} name="referenceNumber" htmlFor="review-sk">
            <Input id="review-sk" maxLength={REVIEW_LIMITS.referenceNumber} disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label={t('review.fields.serviceCharge')} name="serviceCharge" valuePropName="checked" htmlFor="review-service-charge">
            <Checkbox id="review-service-charge" disabled={readOnly}>
              {t('review.fields.includesServiceCharge')}
            </Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
