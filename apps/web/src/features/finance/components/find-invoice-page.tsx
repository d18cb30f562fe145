import { Button, Card, Col, ConfigProvider, Flex, Form, Input, Row, Select, Tag, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { FIND_LIMITS, MATCH_TYPES, PAGE_SIZES, reviewLinkOf, validateFindInvoices, type FoundInvoice, type UserType } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { expectedPaymentColumn } from '../../../components/expected-payment-cell';
import { CompanyField } from '../../../components/company-field';
import { Icon } from '../../../components/icon';
import { ListPage, useListQuery, type ListQuery } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { SupplierSelect } from '../../../components/supplier-select';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useFoundInvoices } from '../api/find-invoices';
import type { FindSearch, FindVersion } from '../api/keys';
import { InvoiceNumberField } from './invoice-number-field';
import { recallFind, rememberFind, type FindFilters } from './find-memory';
import { UblPeriodExport } from './ubl-period-export';
import { t, type MessageKey } from '../../../i18n';

const FILTER_THEME = { components: { Form: { itemMarginBottom: 0 } } };
const MATCH_OPTIONS = MATCH_TYPES.map((m) => ({ value: m, label: m }));

function toSearch({ filters: f, page, pageSize }: ListQuery<FindFilters>, version: FindVersion): FindSearch {
  return {
    page,
    pageSize,
    orgId: f.company?.orgId,
    instance: f.company?.instance,
    batchNo: f.batchNo.trim() || undefined,
    vendorId: f.vendorId,
    invoiceNo: f.invoiceNo.trim() || undefined,
    matchType: version === 'v2' ? f.matchType : undefined,
  };
}

/** The row link's label (VIEW, REVIEW, DETAIL) in the chosen language. */
const linkLabel = (label: string) => t(`finance.find.link${label}` as MessageKey);

// Built at each draw: the headings follow the language.
function columns(viewer: UserType, remember: () => void): TableColumnsType<FoundInvoice> {
  const linkOf = (inv: FoundInvoice) => reviewLinkOf(inv, viewer);
  return [
    {
      title: t('columns.invoiceNo'),
      dataIndex: 'invoiceNo',
      render: (no: string, inv) => (
        <Link to={linkOf(inv).path} onClick={remember}>
          {no}
        </Link>
      ),
    },
    { title: t('columns.invoiceDate'), dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
    { title: t('columns.supplier'), dataIndex: 'vendorName', ellipsis: true },
    { title: t('columns.batchNo'), dataIndex: 'batchNo', width: 150, render: (b: string | null) => b ?? '-' },
    { title: t('columns.amount'), dataIndex: 'totalAmount', align: 'right', width: 160, render: (a: string) => <Amount value={a} /> },
    { title: t('columns.status'), dataIndex: 'status', width: 120, render: (s: string) => <StatusTag status={s} /> },
    // Approved invoices: when the buyer is expected to pay (its payment run), or when it paid.
    expectedPaymentColumn,
    {
      title: t('finance.find.matchType'),
      dataIndex: 'matchType',
      width: 120,
      render: (m: string) => <Tag color={m === 'UNMATCH' ? 'error' : 'default'}>{m}</Tag>,
    },
    {
      title: t('finance.find.action'),
      key: 'action',
      width: 100,
      render: (_v, inv) => (
        <Link to={linkOf(inv).path} onClick={remember} aria-label={`${linkLabel(linkOf(inv).label)} ${inv.invoiceNo}`}>
          {linkLabel(linkOf(inv).label)}
        </Link>
      ),
    },
  ];
}

/** `/#/invoice/find` and `/#/invoice/v2/find`: find invoices to review, complete or submit. */
export function FindInvoicePage({ version }: { version: FindVersion }) {
  const session = useSession();
  const viewer = session?.user.typeUser ?? 'ORACLE';
  const companies = session?.companies ?? [];
  const empty: FindFilters = { company: session?.user.company ?? null, batchNo: '', invoiceNo: '' };
  const restored = recallFind(version, companies);
  const [form] = Form.useForm<FindFilters>();
  const company = Form.useWatch('company', form);
  const list = useListQuery<FindFilters>({ initial: restored ?? empty, sizes: PAGE_SIZES.findInvoice, searchAtOnce: restored !== null });
  const result = useFoundInvoices(version, list.query && toSearch(list.query, version));

  const find = (filters: FindFilters) => {
    const q = toSearch({ filters, page: 1, pageSize: list.sizes.size }, version);
    const messages = validateFindInvoices(q, viewer);
    // Find again with the same filters asks the server again (statuses move on: the ERP answers in the background).
    const same = list.query?.page === 1 && JSON.stringify(list.query.filters) === JSON.stringify(filters);
    list.searchIf(messages, filters);
    if (!messages.length && same) void result.refetch();
    rememberFind(version, filters);
  };
  const remember = () => rememberFind(version, list.query?.filters ?? empty);
  const reset = () => {
    form.setFieldsValue({ ...empty, vendorId: undefined, matchType: undefined });
    list.reset();
    list.dismissErrors();
  };

  const filters = (
    <Card size="small">
      <ConfigProvider theme={FILTER_THEME}>
        <Form<FindFilters> form={form} layout="vertical" initialValues={restored ?? empty} onFinish={find}>
          <Row gutter={[16, 12]} align="bottom">
            <Col xs={24} md={12} xl={6}>
              <Form.Item label={t('filters.company')} name="company" htmlFor="find-company" required={viewer === 'PIC'}>
                <CompanyField id="find-company" companies={companies} allowClear />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={4}>
              <Form.Item label={t('finance.find.batchNumber')} name="batchNo" htmlFor="find-batch">
                <Input id="find-batch" maxLength={FIND_LIMITS.batchNo} allowClear />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={5}>
              <Form.Item label={t('filters.supplier')} name="vendorId" htmlFor="find-supplier">
                <SupplierSelect id="find-supplier" instance={company?.instance ?? 'AAM'} orgId={company?.orgId} debounceMs={viewer === 'PIC' ? 500 : 200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={5}>
              <Form.Item label={t('finance.find.eInvoiceNumber')} name="invoiceNo" htmlFor="find-invoice-no">
                <InvoiceNumberField id="find-invoice-no" orgId={company?.orgId} instance={company?.instance} />
              </Form.Item>
            </Col>
            {version === 'v2' ? (
              <Col xs={24} md={12} xl={4}>
                <Form.Item label={t('finance.find.matchType')} name="matchType" htmlFor="find-match">
                  <Select id="find-match" aria-label={t('finance.find.matchType')} allowClear placeholder={t('finance.find.all')} options={MATCH_OPTIONS} />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24} xl={version === 'v2' ? 24 : 4}>
              <Form.Item>
                <Button type="primary" htmlType="submit" icon={<Icon of={SearchOutlined} />} style={{ marginInlineEnd: 8 }}>
                  {t('finance.find.find')}
                </Button>
                <Button onClick={reset}>{t('finance.find.reset')}</Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </ConfigProvider>
    </Card>
  );

  const listPage = (
    <ListPage<FoundInvoice>
      list={list}
      result={result}
      filters={filters}
      columns={columns(viewer, remember)}
      rowKey="id"
      noun={{ one: t('invoiceList.one'), other: t('invoiceList.other') }}
      emptyText={t('finance.find.empty')}
      idleText={t('finance.find.idle')}
      // Called as the row is clicked: the search is remembered like a click on the row's link.
      rowHref={(inv) => {
        remember();
        return reviewLinkOf(inv, viewer).path;
      }}
      scrollX={1170}
    />
  );
  // Finance (not a PIC on this page) also exports a period's e-invoices.
  if (viewer !== 'ORACLE') return listPage;
  return (
    <Flex vertical gap={16}>
      {listPage}
      <UblPeriodExport />
    </Flex>
  );
}

export const FindInvoiceV1Page = () => <FindInvoicePage version="v1" />;
export const FindInvoiceV2Page = () => <FindInvoicePage version="v2" />;
