import { Col, Form, Input, Select } from 'antd';
import { EXPEDITION_LIMITS, PAYMENT_SITES } from '@faktura/domain';
import { DateField } from '../../../components/date-field';
import { SupplierSelect } from '../../../components/supplier-select';
import { useExpeditionOptions } from '../api/get-expedition-options';
import type { VendorParams } from '../api/keys';
import { t } from '../../../i18n';

export type ExpeditionFilters = {
  vendorId?: number;
  fromDate: string;
  toDate: string;
  awb?: string;
  paymentSite?: (typeof PAYMENT_SITES)[number];
  branch?: string;
  invoiceNo: string;
};

type Props = {
  /** A supplier's own name (VENDOR), or null: PIC and finance choose the vendor. */
  vendorName: string | null;
  instance: string;
  /** The supplier chosen so far, whose AWBs and branches are offered. */
  vendor: VendorParams | null;
  paymentSite?: string;
};

/** Proses Tagihan's filters: vendor, start/end date, No AWB, payment site, branch (only for Branch), invoice no. */
export function ExpeditionFilterFields({ vendorName, instance, vendor, paymentSite }: Props) {
  const options = useExpeditionOptions(vendor);
  return (
    <>
      <Col xs={24} md={8}>
        {vendorName !== null ? (
          <Form.Item label={t('master.expedition.vendorName')} htmlFor="exp-vendor-name">
            <Input id="exp-vendor-name" value={vendorName} readOnly />
          </Form.Item>
        ) : (
          <Form.Item label={t('master.common.vendor')} name="vendorId" htmlFor="exp-vendor">
            <SupplierSelect
              id="exp-vendor"
              aria-label={t('master.common.vendor')}
              instance={instance}
              orgId={vendor?.orgId}
              debounceMs={500}
              placeholder={t('master.expedition.selectVendor')}
            />
          </Form.Item>
        )}
      </Col>
      <Col xs={12} md={4}>
        <Form.Item label={t('master.common.startDate')} name="fromDate" htmlFor="exp-from">
          <DateField id="exp-from" />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item label={t('master.common.endDate')} name="toDate" htmlFor="exp-to">
          <DateField id="exp-to" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="No AWB" name="awb" htmlFor="exp-awb">
          <Select
            id="exp-awb"
            allowClear
            showSearch
            placeholder={t('master.expedition.allAwb')}
            loading={options.isFetching}
            options={(options.data?.awbs ?? []).map((awb) => ({ value: awb, label: awb }))}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item label={t('master.expedition.paymentSite')} name="paymentSite" htmlFor="exp-site" required>
          <Select
            id="exp-site"
            allowClear
            placeholder={t('master.expedition.select')}
            options={PAYMENT_SITES.map((s) => ({ value: s, label: s === 'Branch' ? t('master.expedition.branch') : s }))}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        {/* HO pays every branch, so the branch is chosen only for Branch. */}
        <Form.Item label={t('master.expedition.branch')} name="branch" htmlFor="exp-branch">
          <Select
            id="exp-branch"
            allowClear
            disabled={paymentSite !== 'Branch'}
            placeholder={t('master.expedition.selectBranch')}
            options={(options.data?.branches ?? []).map((b) => ({ value: b.name, label: b.name }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label={t('master.expedition.invoiceNo')} name="invoiceNo" htmlFor="exp-invoice">
          <Input id="exp-invoice" maxLength={EXPEDITION_LIMITS.invoiceNo} />
        </Form.Item>
      </Col>
    </>
  );
}
