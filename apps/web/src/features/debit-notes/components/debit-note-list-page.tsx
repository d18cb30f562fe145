import { Button, Col, Flex, Form, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZES, validateDebitNoteSearch, type DebitNoteSummary } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { DateField } from '../../../components/date-field';
import { Icon } from '../../../components/icon';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDebitNotes } from '../api/get-debit-notes';
import { t } from '../../../i18n';

type Filters = { fromDate?: string; toDate?: string };

export const debitNotePath = (n: Pick<DebitNoteSummary, 'id'>) => `/invoice/nota-debit?id=${n.id}`;

/** `/#/invoice/nota-debit/list`: debit notes by DN date; the DN number opens one. */
export function DebitNoteListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const isFinance = session?.user.typeUser === 'ORACLE';
  const list = useListQuery<Filters>({ initial: {}, sizes: PAGE_SIZES.list });
  const q = list.query;
  const result = useDebitNotes(q && { page: q.page, pageSize: q.pageSize, fromDate: q.filters.fromDate || undefined, toDate: q.filters.toDate || undefined });

  const columns: TableColumnsType<DebitNoteSummary> = [
    // A real link (by EDN_ID): the row opens by keyboard too.
    { title: t('finance.debitNotes.dnNo'), dataIndex: 'dnNo', render: (no: string, n) => <Link to={debitNotePath(n)}>{no}</Link> },
    { title: t('finance.debitNotes.dnDate'), dataIndex: 'dnDate', width: 120, render: (d: string) => formatDate(d) },
    { title: t('finance.debitNotes.extaxNo'), dataIndex: 'extaxNo', width: 180, render: (no: string | null) => no ?? '-' },
    { title: t('finance.debitNotes.extaxDate'), dataIndex: 'extaxDate', width: 120, render: (d: string | null) => formatDate(d) || '-' },
    { title: t('columns.amount'), dataIndex: 'amount', width: 160, align: 'right', render: (a: string) => <Amount value={a} /> },
  ];
  if (session?.user.typeUser !== 'VENDOR') columns.splice(1, 0, { title: t('columns.supplier'), dataIndex: 'vendorName', ellipsis: true });

  return (
    <ListPage<DebitNoteSummary>
      list={list}
      result={result}
      filters={
        <FilterCard<Filters> initialValues={{}} onSearch={(f) => list.searchIf(validateDebitNoteSearch(f), f)}>
          <Col xs={24} md={6}>
            <Form.Item label={t('finance.debitNotes.startDate')} name="fromDate" htmlFor="dn-from">
              <DateField id="dn-from" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={t('finance.debitNotes.endDate')} name="toDate" htmlFor="dn-to">
              <DateField id="dn-to" />
            </Form.Item>
          </Col>
        </FilterCard>
      }
      actions={
        isFinance ? (
          <Flex>
            <Button type="primary" icon={<Icon of={PlusOutlined} />} onClick={() => void navigate('/invoice/nota-debit')}>
              {t('finance.debitNotes.create')}
            </Button>
          </Flex>
        ) : null
      }
      columns={columns}
      rowKey="id"
      noun={{ one: t('finance.debitNotes.one'), other: t('finance.debitNotes.other') }}
      emptyText={t('finance.debitNotes.empty')}
      rowHref={debitNotePath}
      scrollX={900}
    />
  );
}
