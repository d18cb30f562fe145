import { Alert, Card, Descriptions, Table, type TableColumnsType } from 'antd';
import { normaliseStatus, type FinancePoInvoice, type PoInvoiceLine } from '@faktura/domain';
import { Amount, Quantity } from '../../../components/amount';
import { StatusTag } from '../../../components/status-tag';
import { WarningAlerts } from '../../../components/warning-alerts';
import { formatDate, formatMoney } from '../../../lib/format';
import { t } from '../../../i18n';
import { wideTable } from '../../../components/wide-table';

// Built at each draw: the headings follow the language.
const lineColumns = (): TableColumnsType<PoInvoiceLine> => [
  { title: t('poForm.no'), dataIndex: 'lineNum', width: 56 },
  { title: t('poForm.poNumber'), dataIndex: 'poNumber', width: 140 },
  { title: t('poForm.poLine'), dataIndex: 'poLineNum', width: 80 },
  { title: t('poForm.product'), dataIndex: 'itemDescription', ellipsis: true },
  { title: t('poForm.price'), dataIndex: 'unitPrice', align: 'right', width: 150, render: (v: string) => <Amount value={v} /> },
  { title: t('poForm.qty'), dataIndex: 'quantity', align: 'right', width: 110, render: (v: string) => <Quantity value={v} /> },
  { title: t('poForm.amount'), dataIndex: 'amount', align: 'right', width: 160, render: (v: string) => <Amount value={v} /> },
];

/** The ERP's answers and the rejection reason, above everything else on the finance detail. */
export function FinanceNotices({ detail }: { detail: FinancePoInvoice }) {
  return (
    <>
      {detail.erpRejection ? (
        <Alert
          type="error"
          showIcon
          title={t('finance.detail.erpRejected', { date: formatDate(detail.erpRejection.at.slice(0, 10)) })}
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
        <Alert type="warning" showIcon title={t('invoiceDetail.rejected')} description={detail.reason || t('invoiceDetail.noReason')} />
      ) : null}
      {detail.payment ? (
        <Alert
          type="success"
          showIcon
          title={t('finance.detail.paid', {
            currency: detail.payment.currencyCode,
            amount: formatMoney(detail.payment.amount),
            date: formatDate(detail.payment.paymentDate),
            cheque: detail.payment.checkNum,
          })}
        />
      ) : null}
      <WarningAlerts warnings={detail.warnings} />
    </>
  );
}

/** The supplier's invoice as filed (read-only for finance): header, service charge, PO lines and totals. */
export function FinanceSummary({ detail }: { detail: FinancePoInvoice }) {
  return (
    <Card size="small" title={t('finance.detail.invoiceTitle', { invoiceNo: detail.invoiceNo })}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'supplier', label: t('invoiceDetail.supplier'), children: detail.vendorName },
          { key: 'company', label: t('invoiceDetail.company'), children: `${detail.company} (${detail.instance})` },
          { key: 'batch', label: t('invoiceDetail.batchNo'), children: detail.batchNo ?? '-' },
          { key: 'status', label: t('invoiceDetail.status'), children: <StatusTag status={detail.status} /> },
          { key: 'date', label: t('poForm.invoiceDate'), children: formatDate(detail.invoiceDate) },
          { key: 'tax', label: t('poForm.taxInvoiceNo'), children: detail.taxInvoiceNo ?? '-' },
          { key: 'taxDate', label: t('poForm.taxInvoiceDate'), children: formatDate(detail.taxInvoiceDate) },
          { key: 'pph', label: t('poForm.includePph'), children: detail.includePph ? t('invoiceDetail.yes') : t('invoiceDetail.no') },
          { key: 'pphValue', label: t('poForm.pphValue'), children: <Amount value={detail.pphValue} /> },
          { key: 'pphCode', label: t('poForm.pphCode'), children: detail.pphCode ?? '-' },
          { key: 'rate', label: t('poForm.taxRate'), children: detail.taxRate ? `${Number(detail.taxRate)}%` : '-' },
          { key: 'desc', label: t('poForm.description'), children: detail.description || '-' },
        ]}
      />
      <Table<PoInvoiceLine>
        rowKey="id"
        size="small"
        columns={lineColumns()}
        dataSource={detail.lines}
        pagination={false}
        {...wideTable(800, { marginTop: 12 })}
      />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 4 }}
        style={{ marginTop: 12 }}
        items={[
          { key: 'dpp', label: t('totals.dpp'), children: <Amount value={detail.totals.dpp} /> },
          { key: 'ppn', label: t('totals.ppn'), children: <Amount value={detail.totals.ppn} /> },
          { key: 'pphTotal', label: t('totals.pph'), children: <Amount value={detail.totals.pph} /> },
          { key: 'total', label: t('totals.total'), children: <Amount value={detail.totals.total} strong /> },
        ]}
      />
    </Card>
  );
}
