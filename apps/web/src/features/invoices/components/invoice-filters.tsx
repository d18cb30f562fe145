import { useState } from 'react';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { INVOICE_STATUSES, type CompanyOption } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { SupplierSelect } from '../../../components/supplier-select';

export type InvoiceFilters = { status?: string; company: CompanyOption | null; vendorId?: number; invoiceNo: string };

type Props = { initial: InvoiceFilters; companies: readonly CompanyOption[]; showSupplier: boolean; onSearch: (filters: InvoiceFilters) => void };

const STATUS_OPTIONS = INVOICE_STATUSES.map((s) => ({ value: s, label: s }));

/** Spec screen 11 filters: Status, Company, Supplier (finance/PIC only), Invoice No; Enter searches. */
export function InvoiceFiltersForm({ initial, companies, showSupplier, onSearch }: Props) {
  const [f, setF] = useState(initial);
  const col = showSupplier ? { xs: 24, md: 12, xl: 5 } : { xs: 24, md: 12, xl: 6 };
  return (
    <Form layout="vertical" onFinish={() => onSearch({ ...f, invoiceNo: f.invoiceNo.trim() })}>
      <Row gutter={16} align="bottom">
        <Col {...col}>
          <Form.Item label="Status" htmlFor="inv-status">
            <Select
              id="inv-status"
              aria-label="Status"
              allowClear
              placeholder="All statuses"
              value={f.status}
              options={STATUS_OPTIONS}
              onChange={(status?: string) => setF({ ...f, status })}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item label="Company" htmlFor="inv-company">
            <CompanyField
              id="inv-company"
              value={f.company}
              companies={companies}
              allowClear
              placeholder="All companies"
              onChange={(company) => setF({ ...f, company })}
            />
          </Form.Item>
        </Col>
        {showSupplier ? (
          <Col {...col}>
            <Form.Item label="Supplier" htmlFor="inv-supplier">
              <SupplierSelect
                id="inv-supplier"
                instance={f.company?.instance ?? 'AAM'}
                orgId={f.company?.orgId}
                value={f.vendorId}
                onChange={(vendorId) => setF({ ...f, vendorId })}
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col {...col}>
          <Form.Item label="Invoice No" htmlFor="inv-no">
            <Input id="inv-no" value={f.invoiceNo} maxLength={60} allowClear onChange={(e) => setF({ ...f, invoiceNo: e.target.value })} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={4}>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              Search
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
