import { Alert, Card, Descriptions, Table, type TableColumnsType } from 'antd';
import { normaliseStatus, type FinancePoInvoice, type PoInvoiceLine } from '@faktura/domain';
import { Amount, Quantity } from '../../../components/amount';
import { StatusTag } from '../../../components/status-tag';
import { WarningAlerts } from '../../../components/warning-alerts';
import { formatDate, formatMoney } from '../../../lib/format';

const LINE_COLUMNS: TableColumnsType<PoInvoiceLine> = [
  { title: 'No', dataIndex: 'lineNum', width: 56 },
  { title: 'PO Number', dataIndex: 'poNumber', width: 140 },
  { title: 'PO Line', dataIndex: 'poLineNum', width: 80 },
  { title: 'Product', dataIndex: 'itemDescription', ellipsis: true },
  { title: 'Price', dataIndex: 'unitPrice', align: 'right', width: 150, render: (v: string) => <Amount value={v} /> },
  { title: 'Qty', dataIndex: 'quantity', align: 'right', width: 110, render: (v: string) => <Quantity value={v} /> },
  { title: 'Amount', dataIndex: 'amount', align: 'right', width: 160, render: (v: string) => <Amount value={v} /> },
];

/** The ERP's answers and the rejection reason, above everything else on the finance detail. */
export function FinanceNotices({ detail }: { detail: FinancePoInvoice }) {
  return (
    <>
      {detail.erpRejection ? (
        <Alert
          type="error"
          showIcon
          title={`Rejected by the ERP on ${formatDate(detail.erpRejection.at.slice(0, 10))}: correct the invoice and submit it again`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {detail.erpRejection.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {normaliseStatus(detail.status) === 'REJECTED' ? (
        <Alert type="warning" showIcon title="Rejected" description={detail.reason || 'No reason was given.'} />
      ) : null}
      {detail.payment ? (
        <Alert
          type="success"
          showIcon
          title={`Paid ${detail.payment.currencyCode} ${formatMoney(detail.payment.amount)} on ${formatDate(detail.payment.paymentDate)}, cheque ${detail.payment.checkNum}`}
        />
      ) : null}
      <WarningAlerts warnings={detail.warnings} />
    </>
  );
}

/** The supplier's invoice as filed (read-only for finance): header, service charge, PO lines and totals. */
export function FinanceSummary({ detail }: { detail: FinancePoInvoice }) {
  return (
    <Card size="small" title={`Invoice ${detail.invoiceNo}`}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'supplier', label: 'Supplier', children: detail.vendorName },
          { key: 'company', label: 'Company', children: `${detail.company} (${detail.instance})` },
          { key: 'batch', label: 'Batch No', children: detail.batchNo ?? '-' },
          { key: 'status', label: 'Status', children: <StatusTag status={detail.status} /> },
          { key: 'date', label: 'Invoice Date', children: formatDate(detail.invoiceDate) },
          { key: 'tax', label: 'Tax Invoice No', children: detail.taxInvoiceNo ?? '-' },
          { key: 'taxDate', label: 'Tax Invoice Date', children: formatDate(detail.taxInvoiceDate) },
          { key: 'pph', label: 'Include PPh', children: detail.includePph ? 'Yes' : 'No' },
          { key: 'pphValue', label: 'PPh Value', children: <Amount value={detail.pphValue} /> },
          { key: 'pphCode', label: 'PPh Code', children: detail.pphCode ?? '-' },
          { key: 'rate', label: 'Tax Rate', children: detail.taxRate ? `${Number(detail.taxRate)}%` : '-' },
          { key: 'desc', label: 'Description', children: detail.description || '-' },
        ]}
      />
      <Table<PoInvoiceLine>
        rowKey="id"
        size="small"
        columns={LINE_COLUMNS}
        dataSource={detail.lines}
        pagination={false}
        scroll={{ x: 800 }}
        style={{ marginTop: 12 }}
      />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 4 }}
        style={{ marginTop: 12 }}
        items={[
          { key: 'dpp', label: 'Total DPP', children: <Amount value={detail.totals.dpp} /> },
          { key: 'ppn', label: 'Total PPn', children: <Amount value={detail.totals.ppn} /> },
          { key: 'pphTotal', label: 'Total PPh', children: <Amount value={detail.totals.pph} /> },
          { key: 'total', label: 'Total Invoice', children: <Amount value={detail.totals.total} strong /> },
        ]}
      />
    </Card>
  );
}
