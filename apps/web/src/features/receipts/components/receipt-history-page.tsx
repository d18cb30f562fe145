import { Col, Form, type TableColumnsType } from 'antd';
import { PAGE_SIZES, type CompanyOption, type ReceiptHistoryRow } from '@faktura/domain';
import { Quantity } from '../../../components/amount';
import { CompanyField } from '../../../components/company-field';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { useSession } from '../../../lib/session';
import { useReceiptHistory } from '../api/get-receipt-history';
import { PurchaseOrderSelect } from './purchase-order-select';

type HistoryFilters = { company: CompanyOption | null; poHeaderId: number | null };

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
  const [form] = Form.useForm<HistoryFilters>();
  const initial: HistoryFilters = { company: session?.user.company ?? null, poHeaderId: null };
  const company = Form.useWatch('company', form) ?? initial.company;
  const poHeaderId = Form.useWatch('poHeaderId', form);
  // Search only once a PO is chosen (spec screen 13/14); every row comes at once, paged here.
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list, searchAtOnce: false });
  const f = list.query?.filters;
  const history = useReceiptHistory(f?.company && f.poHeaderId ? { orgId: f.company.orgId, instance: f.company.instance, poHeaderId: f.poHeaderId } : null);

  return (
    <ListPage<ReceiptHistoryRow>
      list={list}
      result={history}
      filters={
        <FilterCard<HistoryFilters>
          form={form}
          initialValues={initial}
          onSearch={list.search}
          // Another company has other POs: the chosen one and the rows shown no longer apply.
          onValuesChange={(changed) => {
            if (!('company' in changed)) return;
            form.setFieldValue('poHeaderId', null);
            list.reset();
          }}
          searchDisabled={!company || !poHeaderId}
        >
          <Col xs={24} md={10}>
            <Form.Item label="Company" name="company" htmlFor="hr-company">
              <CompanyField id="hr-company" companies={session?.companies ?? []} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="PO Number" name="poHeaderId" htmlFor="hr-po">
              <PurchaseOrderSelect id="hr-po" company={company} />
            </Form.Item>
          </Col>
        </FilterCard>
      }
      columns={columns}
      rowKey={(r) => `${r.receiptNum}-${r.itemCode ?? ''}-${r.itemDescription}-${r.packingSlip ?? ''}`}
      noun="lines"
      emptyText="No receipts for this PO"
      idleText="Choose a PO and press Search"
      scrollX={1360}
    />
  );
}
