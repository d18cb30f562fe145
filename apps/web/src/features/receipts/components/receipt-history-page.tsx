import { useEffect, useState } from 'react';
import { Button, Card, Col, Flex, Form, Row, Select, Table, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { LIST_PAGE_SIZES, type CompanyOption, type ReceiptHistoryRow } from '@faktura/domain';
import { Quantity } from '../../../components/amount';
import { CompanyField } from '../../../components/company-field';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { errorMessages } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { useReceiptHistory, type HistoryQuery } from '../api/get-receipt-history';

const DEBOUNCE_MS = 200; // spec §9 autocomplete debounce

const qty = (v: string) => <Quantity value={v} />;
const columns: TableColumnsType<ReceiptHistoryRow> = [
  { title: 'Item Code', dataIndex: 'itemCode', width: 120, render: (v: string | null) => v ?? '-' },
  { title: 'Item Description', dataIndex: 'itemDescription', width: 280, ellipsis: { showTitle: true } },
  { title: 'Packing Slip', dataIndex: 'packingSlip', width: 160, render: (v: string | null) => v ?? '-' },
  { title: 'Qty Rcv', dataIndex: 'quantityReceived', width: 100, align: 'right', render: qty },
  { title: 'Qty Return', dataIndex: 'quantityReturned', width: 100, align: 'right', render: qty },
  { title: 'Qty Shipped', dataIndex: 'quantityShipped', width: 110, align: 'right', render: qty },
  { title: 'Receipt Num', dataIndex: 'receiptNum', width: 120 },
  { title: 'Status', dataIndex: 'shipmentLineStatus', width: 130 },
  { title: 'UOM', dataIndex: 'uom', width: 80 },
  { title: 'Airbill Num', dataIndex: 'waybillNum', width: 130, render: (v: string | null) => v ?? '-' },
];

/** `/#/history-receipt` (spec screen 14): receipts and returns of one purchase order. */
export function ReceiptHistoryPage() {
  const session = useSession();
  const [company, setCompany] = useState<CompanyOption | null>(session?.user.company ?? null);
  const [poHeaderId, setPoHeaderId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<HistoryQuery | null>(null);
  const orders = usePurchaseOrders(company, search);
  const history = useReceiptHistory(query);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const run = () => {
    if (company && poHeaderId) setQuery({ orgId: company.orgId, instance: company.instance, poHeaderId });
  };
  const errors = [...(orders.error ? errorMessages(orders.error) : []), ...(history.error ? errorMessages(history.error) : [])];

  return (
    <Flex vertical gap={14} style={{ paddingBottom: 16 }}>
      <ErrorListAlert messages={errors} />
      <Card size="small">
        <Form layout="vertical" onFinish={run}>
          <Row gutter={16} align="bottom">
            <Col xs={24} md={10}>
              <Form.Item label="Company" htmlFor="hr-company">
                <CompanyField
                  id="hr-company"
                  value={company}
                  companies={session?.companies ?? []}
                  onChange={(c) => {
                    setCompany(c);
                    setPoHeaderId(null);
                    setQuery(null);
                  }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="PO Number" htmlFor="hr-po">
                <Select
                  id="hr-po"
                  aria-label="PO Number"
                  placeholder="Type to search a PO"
                  showSearch={{ filterOption: false, onSearch: setTyped }}
                  allowClear
                  loading={orders.isFetching}
                  value={poHeaderId ?? undefined}
                  notFoundContent={orders.isFetching ? 'Searching…' : 'No purchase order found'}
                  options={(orders.data?.items ?? []).map((o) => ({ value: o.poHeaderId, label: `${o.poNumber} · ${formatDate(o.creationDate)}` }))}
                  onChange={(v: number | undefined) => setPoHeaderId(v ?? null)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />} disabled={!company || !poHeaderId}>
                  Search
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card size="small" styles={{ body: { padding: 0 } }}>
        <Table<ReceiptHistoryRow>
          rowKey={(r) => `${r.receiptNum}-${r.itemCode ?? ''}-${r.itemDescription}-${r.packingSlip ?? ''}`}
          size="small"
          columns={columns}
          dataSource={history.data?.items ?? []}
          loading={history.isFetching}
          scroll={{ x: 1360 }}
          locale={{ emptyText: query ? 'No receipts for this PO' : 'Choose a PO and press Search' }}
          pagination={{ defaultPageSize: LIST_PAGE_SIZES[0], showSizeChanger: true, pageSizeOptions: [...LIST_PAGE_SIZES] }}
        />
      </Card>
    </Flex>
  );
}
