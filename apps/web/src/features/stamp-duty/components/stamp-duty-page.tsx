import { Col, Form, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PAGE_SIZES, reviewLinkOf, type CompanyOption, type StampDutyRow } from '@faktura/domain';
import { formatDate } from '../../../lib/format';
import { Amount } from '../../../components/amount';
import { CompanyField, companyLabel } from '../../../components/company-field';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { useSession } from '../../../lib/session';
import { useStampDutyList } from '../api/stamp-duty';
import { t } from '../../../i18n';

type Filters = { company: CompanyOption | null };

/**
 * `/#/finance/stamp-duty` (finance): submitted IDR invoices above Rp 5,000,000 that have neither
 * an e-Meterai serial nor a stamped document, newest first, each opening its review or detail
 * screen. Every company until one is chosen.
 */
export function StampDutyPage() {
  const session = useSession();
  const companies = session?.companies ?? [];
  const initial: Filters = { company: null };
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list, searchAtOnce: true });
  const q = list.query;
  const result = useStampDutyList(
    q && { instance: q.filters.company?.instance ?? '', orgId: q.filters.company?.orgId ?? 0, page: q.page, pageSize: q.pageSize },
  );
  const companyName = (row: StampDutyRow) => {
    const c = companies.find((x) => x.instance === row.instance && x.orgId === row.orgId);
    return c ? companyLabel(c) : `${row.instance} ${row.orgId}`;
  };
  const columns: TableColumnsType<StampDutyRow> = [
    {
      title: t('columns.invoiceNo'),
      dataIndex: 'invoiceNo',
      width: 190,
      render: (no: string, row) => <Link to={reviewLinkOf(row, 'ORACLE').path}>{no}</Link>,
    },
    { title: t('columns.invoiceDate'), dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
    { title: t('columns.supplier'), dataIndex: 'vendorName', width: 220 },
    { title: t('columns.company'), key: 'company', render: (_: unknown, row) => companyName(row) },
    { title: t('columns.status'), dataIndex: 'status', width: 120, render: (s: string) => <StatusTag status={s} /> },
    {
      title: t('columns.total'),
      dataIndex: 'totalAmount',
      align: 'right',
      width: 190,
      render: (v: string, row) => <Amount value={v} currency={row.currencyCode} />,
    },
  ];
  return (
    <ListPage<StampDutyRow>
      list={list}
      result={result}
      filters={
        <FilterCard<Filters>
          initialValues={initial}
          onSearch={list.search}
          heading={
            <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
              {t('finance.stampDuty.intro')}
            </Typography.Paragraph>
          }
        >
          <Col xs={24} md={10}>
            <Form.Item label={t('filters.company')} name="company" htmlFor="stamp-duty-company">
              <CompanyField id="stamp-duty-company" companies={companies} allowClear placeholder={t('filters.allCompanies')} />
            </Form.Item>
          </Col>
        </FilterCard>
      }
      columns={columns}
      rowKey="id"
      noun={{ one: t('invoiceList.one'), other: t('invoiceList.other') }}
      emptyText={t('finance.stampDuty.empty')}
      scrollX={960}
    />
  );
}
