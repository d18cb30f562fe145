import { Button, Col, Flex, Form, Input, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZES, type CompanyOption } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { useNavigationFlash } from '../../../components/form-page';
import { Icon } from '../../../components/icon';
import { FilterCard, ListPage, useListQuery, type Noun } from '../../../components/list-page';
import { SuccessAlert } from '../../../components/success-alert';
import { useSession } from '../../../lib/session';
import { t } from '../../../i18n';

type Filters = { company: CompanyOption | null; search: string };
type Query = { page: number; pageSize: number; orgId?: number; instance?: string; search?: string };
type Row = { id: number };

type Props<T extends Row> = {
  /** The list's route; a record opens at `${path}/${id}`, a new one at `${path}/0`. */
  path: string;
  useRows: (query: Query | null) => { data?: { items: T[]; total?: number; totalCapped?: boolean }; isFetching: boolean; error: unknown };
  /** The company and search fields' ids. */
  ids: { company: string; search: string };
  searchLabel: string;
  addLabel: string;
  /** Every column but the last, Action (Edit for finance, View for others). */
  columns: TableColumnsType<T>;
  actionWidth: number;
  noun: Noun;
  emptyText: string;
  scrollX?: number;
};

/** A master-data list: filter by company and name; finance adds and edits, PIC looks. */
export function MasterListPage<T extends Row>({ path, useRows, ids, searchLabel, addLabel, columns, actionWidth, noun, emptyText, scrollX }: Props<T>) {
  const session = useSession();
  const navigate = useNavigate();
  const flash = useNavigationFlash();
  const canWrite = session?.user.typeUser === 'ORACLE';
  const recordPath = (r: Row) => `${path}/${r.id}`;
  // Master data of every company at first: finance keeps all of them, whichever company its session works in.
  const initial: Filters = { company: null, search: '' };
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list });
  const q = list.query;
  const result = useRows(
    q && {
      page: q.page,
      pageSize: q.pageSize,
      orgId: q.filters.company?.orgId,
      instance: q.filters.company?.instance,
      search: q.filters.search.trim() || undefined,
    },
  );

  const allColumns: TableColumnsType<T> = [
    ...columns,
    // A real link: the row opens by keyboard too.
    {
      title: t('master.common.action'),
      key: 'edit',
      width: actionWidth,
      render: (_: unknown, r) => <Link to={recordPath(r)}>{canWrite ? t('master.common.edit') : t('master.common.view')}</Link>,
    },
  ];

  return (
    <Flex vertical gap={14}>
      <SuccessAlert message={flash} />
      <ListPage<T>
        list={list}
        result={result}
        filters={
          <FilterCard<Filters> initialValues={initial} onSearch={list.search}>
            <Col xs={24} md={10}>
              <Form.Item label={t('master.common.company')} name="company" htmlFor={ids.company}>
                <CompanyField id={ids.company} companies={session?.companies ?? []} allowClear placeholder={t('master.common.allCompanies')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={searchLabel} name="search" htmlFor={ids.search}>
                <Input id={ids.search} allowClear maxLength={100} />
              </Form.Item>
            </Col>
          </FilterCard>
        }
        actions={
          canWrite ? (
            <Button type="primary" icon={<Icon of={PlusOutlined} />} onClick={() => void navigate(recordPath({ id: 0 }))}>
              {addLabel}
            </Button>
          ) : null
        }
        columns={allColumns}
        rowKey="id"
        noun={noun}
        emptyText={emptyText}
        rowHref={recordPath}
        scrollX={scrollX}
      />
    </Flex>
  );
}
