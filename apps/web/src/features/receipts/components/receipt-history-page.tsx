import type { TableColumnsType } from 'antd';
import type { ReceiptHistoryRow } from '@faktura/domain';
import { Quantity } from '../../../components/amount';
import { ListPage } from '../../../components/list-page';
import { useReceiptHistory } from '../api/get-receipt-history';
import { usePoHistoryFilters } from './po-history-filters';
import { t } from '../../../i18n';

const qty = (v: string) => <Quantity value={v} />;
// Built when drawn: the headings are in the language chosen then.
const columns = (): TableColumnsType<ReceiptHistoryRow> => [
  { title: t('supplier.receipts.itemCode'), dataIndex: 'itemCode', width: 120, render: (v: string | null) => v ?? '-' },
  { title: t('supplier.receipts.itemDescription'), dataIndex: 'itemDescription', width: 280, ellipsis: { showTitle: true } },
  { title: t('supplier.receipts.packingSlip'), dataIndex: 'packingSlip', width: 160, render: (v: string | null) => v ?? '-' },
  { title: t('supplier.receipts.qtyReceived'), dataIndex: 'quantityReceived', width: 100, align: 'right', render: qty },
  { title: t('supplier.receipts.qtyReturned'), dataIndex: 'quantityReturned', width: 100, align: 'right', render: qty },
  { title: t('supplier.receipts.qtyShipped'), dataIndex: 'quantityShipped', width: 110, align: 'right', render: qty },
  { title: t('supplier.receipts.receiptNum'), dataIndex: 'receiptNum', width: 120 },
  { title: t('supplier.receipts.status'), dataIndex: 'shipmentLineStatus', width: 130 },
  { title: t('supplier.receipts.uom'), dataIndex: 'uom', width: 80 },
  { title: t('supplier.receipts.airbill'), dataIndex: 'waybillNum', width: 130, render: (v: string | null) => v ?? '-' },
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
      columns={columns()}
      rowKey={(r) => `${r.receiptNum}-${r.itemCode ?? ''}-${r.itemDescription}-${r.packingSlip ?? ''}`}
      noun={{ one: t('supplier.receipts.one'), other: t('supplier.receipts.other') }}
      emptyText={t('supplier.receipts.empty')}
      idleText={t('supplier.receipts.idle')}
      scrollX={1360}
    />
  );
}
