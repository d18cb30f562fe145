import { Col, Form } from 'antd';
import { Link } from 'react-router';
import { INVOICE_HISTORY_COLUMNS, invoiceDetailPath, PAGE_SIZES, type CompanyOption, type InvoiceHistoryRow } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { useSession } from '../../../lib/session';
import { PurchaseOrderSelect } from '../../receipts';
import { useInvoiceHistory } from '../api/get-invoice-history';
import { tableColumns } from './report-columns';

type HistoryFilters = { company: CompanyOption | null; poHeaderId: number | null };

// The invoice number is a real link: the row opens by keyboard too.
const columns = tableColumns(INVOICE_HISTORY_COLUMNS, {
  invoiceNo: (r) => <Link to={invoiceDetailPath(r)}>{r.invoiceNo}</Link>,
  status: (r) => <StatusTag status={r.status} />,
});

/** `/#/report/invoice-history` (spec screen 13): the supplier's invoices billing one purchase order. */
export function InvoiceHistoryPage() {
  const session = useSession();
  const [form] = Form.useForm<HistoryFilters>();
  const initial: HistoryFilters = { company: session?.user.company ?? null, poHeaderId: null };
  const company = Form.useWatch('company', form) ?? initial.company;
  const poHeaderId = Form.useWatch('poHeaderId', form);
  // Search only once a PO is chosen (spec screen 13); every row comes at once, paged here.
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list, searchAtOnce: false });
  const f = list.query?.filters;
  const history = useInvoiceHistory(f?.company && f.poHeaderId ? { orgId: f.company.orgId, instance: f.company.instance, poHeaderId: f.poHeaderId } : null);

  return (
    <ListPage<InvoiceHistoryRow>
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
            <Form.Item label="Company" name="company" htmlFor="ih-company">
              <CompanyField id="ih-company" companies={session?.companies ?? []} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="PO Number" name="poHeaderId" htmlFor="ih-po">
              <PurchaseOrderSelect id="ih-po" company={company} />
            </Form.Item>
          </Col>
        </FilterCard>
      }
      columns={columns}
      rowKey="id"
      noun="invoices"
      emptyText="No invoices for this PO"
      idleText="Choose a PO and press Search"
      rowHref={invoiceDetailPath}
      scrollX={1000}
    />
  );
}
