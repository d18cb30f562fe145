import type { TableColumnsType } from 'antd';
import type { ReceiptHistoryRow } from '@faktura/domain';
import { Quantity } from '../../../components/amount';
import { ListPage } from '../../../components/list-page';
import { useReceiptHistory } from '../api/get-receipt-history';
import { usePoHistoryFilters } from './po-history-filters';

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

/** `/#/history-receipt`: receipts and returns of one purchase order. */
export function ReceiptHistoryPage() {
  const { list, query, filters } = usePoHistoryFilters('hr');
  const history = useReceiptHistory(query);

  return (
    <ListPage<ReceiptHistoryRow>
      list={list}
      result={history}
      filters={filters}
      columns={columns}
      rowKey={(r) => `${r.receiptNum}-${r.itemCode ?? ''}-${r.itemDescription}-${r.packingSlip ?? ''}`}
      noun={{ one: 'line', other: 'lines' }}
      emptyText="No receipts for this PO"
      idleText="Choose a PO and press Search"
      scrollX={1360}
    />
  );
}
