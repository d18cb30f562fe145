import { Col, Form, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PAGE_SIZES, remittancePath, type CompanyOption } from '@faktura/domain';
import { formatDate } from '../../../lib/format';
import { Amount } from '../../../components/amount';
import { CompanyField, companyLabel } from '../../../components/company-field';
import { DateField } from '../../../components/date-field';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { SupplierSelect } from '../../../components/supplier-select';
import { useSession } from '../../../lib/session';
import { useRemittanceList } from '../api/remittances';
import { useT } from '../../../i18n/translate';

type Filters = { company: CompanyOption | null; vendorId?: number; fromDate: string; toDate: string };
type Row = NonNullable<ReturnType<typeof useRemittanceList>['data']>['items'][number];

/**
 * `/#/report/remittances`: the payments the ERP made, newest first, each opening its remittance
 * advice. A supplier sees its own and a PIC its mapped suppliers' at once; finance chooses a
 * company and a supplier first (the server lists nothing for finance before that).
 */
export function RemittanceListPage() {
  const session = useSession();
  const t = useT();
  const finance = session?.user.typeUser === 'ORACLE';
  const companies = session?.companies ?? [];
  const [form] = Form.useForm<Filters>();
  const company = Form.useWatch('company', form);
  const initial: Filters = { company: session?.user.company ?? companies[0] ?? null, vendorId: undefined, fromDate: '', toDate: '' };
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list, searchAtOnce: !finance });
  const q = list.query;
  const result = useRemittanceList(
    q && {
      instance: q.filters.company?.instance ?? '',
      orgId: q.filters.company?.orgId ?? 0,
      vendorId: q.filters.vendorId ?? 0,
      fromDate: q.filters.fromDate,
      toDate: q.filters.toDate,
      page: q.page,
      pageSize: q.pageSize,
    },
  );
  const companyName = (row: Row) => {
    const c = companies.find((x) => x.instance === row.instance && x.orgId === row.orgId);
    return c ? companyLabel(c) : `${row.instance} ${row.orgId}`;
  };
  const columns: TableColumnsType<Row> = [
    { title: t('reports.remittances.paymentDate'), dataIndex: 'checkDate', width: 130, render: (v: string) => formatDate(v) },
    {
      title: t('reports.remittances.reference'),
      dataIndex: 'checkNum',
      width: 170,
      render: (v: string, row) => <Link to={remittancePath(row.instance, row.checkId)}>{v}</Link>,
    },
    { title: t('reports.remittances.company'), key: 'company', render: (_: unknown, row) => companyName(row) },
    { title: t('reports.remittances.bank'), dataIndex: 'bankName', width: 180 },
    {
      title: t('reports.remittances.paymentAmount'),
      dataIndex: 'amount',
      align: 'right',
      width: 200,
      render: (v: string, row) => <Amount value={v} currency={row.currencyCode} />,
    },
    { title: t('reports.remittances.invoicesCount'), dataIndex: 'invoiceCount', align: 'right', width: 100 },
  ];
  return (
    <ListPage<Row>
      list={list}
      result={result}
      filters={
        <FilterCard<Filters>
          form={form}
          initialValues={initial}
          onSearch={list.search}
          // A supplier belongs to a company: choosing another company drops the one chosen.
          onValuesChange={(changed) => {
            if ('company' in changed && finance) form.setFieldValue('vendorId', undefined);
          }}
          heading={
            finance ? (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
                {t('reports.remittances.chooseSupplier')}
              </Typography.Paragraph>
            ) : null
          }
        >
          <Col xs={24} md={finance ? 7 : 10}>
            <Form.Item label={t('reports.remittances.company')} name="company" htmlFor="remittance-company">
              <CompanyField id="remittance-company" companies={companies} />
            </Form.Item>
          </Col>
          {finance ? (
            <Col xs={24} md={7}>
              <Form.Item label={t('reports.remittances.supplier')} name="vendorId" htmlFor="remittance-supplier">
                <SupplierSelect
                  id="remittance-supplier"
                  instance={company?.instance ?? ''}
                  orgId={company?.orgId}
                  placeholder={t('reports.remittances.selectSupplier')}
                />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={12} md={finance ? 3 : 5}>
            <Form.Item label={t('reports.remittances.fromDate')} name="fromDate" htmlFor="remittance-from-date">
              <DateField id="remittance-from-date" />
            </Form.Item>
          </Col>
          <Col xs={12} md={finance ? 3 : 5}>
            <Form.Item label={t('reports.remittances.toDate')} name="toDate" htmlFor="remittance-to-date">
              <DateField id="remittance-to-date" />
            </Form.Item>
          </Col>
        </FilterCard>
      }
      columns={columns}
      rowKey={(r) => `${r.instance}-${r.checkId}`}
      rowHref={(r) => remittancePath(r.instance, r.checkId)}
      noun={{ one: t('reports.remittances.one'), other: t('reports.remittances.other') }}
      emptyText={t('reports.remittances.empty')}
      idleText={t('reports.remittances.chooseSupplier')}
      scrollX={900}
    />
  );
}
