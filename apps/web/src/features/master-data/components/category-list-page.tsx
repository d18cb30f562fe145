import { Button, Col, Flex, Form, Input, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZES, type CategorySummary, type CompanyOption } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { useNavigationFlash } from '../../../components/form-page';
import { Icon } from '../../../components/icon';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { SuccessAlert } from '../../../components/success-alert';
import { useSession } from '../../../lib/session';
import { useCategories } from '../api/get-categories';

type Filters = { company: CompanyOption | null; search: string };

const categoryPath = (c: Pick<CategorySummary, 'id'>) => `/master/category/${c.id}`;

/** `/#/master/category`: categories by company and name; finance adds and edits, PIC looks. */
export function CategoryListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const flash = useNavigationFlash();
  const canWrite = session?.user.typeUser === 'ORACLE';
  // Master data of every company at first: finance keeps all of them, whichever company its session works in.
  const initial: Filters = { company: null, search: '' };
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list });
  const q = list.query;
  const result = useCategories(
    q && {
      page: q.page,
      pageSize: q.pageSize,
      orgId: q.filters.company?.orgId,
      instance: q.filters.company?.instance,
      search: q.filters.search.trim() || undefined,
    },
  );

  const columns: TableColumnsType<CategorySummary> = [
    { title: 'Category', dataIndex: 'name' },
    { title: 'Company', dataIndex: 'company', ellipsis: true },
    { title: 'Account', dataIndex: 'account', render: (a: string | null) => a ?? '-' },
    { title: 'Detail Lines', dataIndex: 'detailCount', width: 110, align: 'right' },
    // A real link: the row opens by keyboard too.
    { title: 'Action', key: 'edit', width: 90, render: (_: unknown, c) => <Link to={categoryPath(c)}>{canWrite ? 'Edit' : 'View'}</Link> },
  ];

  return (
    <Flex vertical gap={14}>
      <SuccessAlert message={flash} />
      <ListPage<CategorySummary>
        list={list}
        result={result}
        filters={
          <FilterCard<Filters> initialValues={initial} onSearch={list.search}>
            <Col xs={24} md={10}>
              <Form.Item label="Company" name="company" htmlFor="category-company">
                <CompanyField id="category-company" companies={session?.companies ?? []} allowClear placeholder="All companies" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Category Name" name="search" htmlFor="category-search">
                <Input id="category-search" allowClear maxLength={100} />
              </Form.Item>
            </Col>
          </FilterCard>
        }
        actions={
          canWrite ? (
            <Button type="primary" icon={<Icon of={PlusOutlined} />} onClick={() => void navigate(categoryPath({ id: 0 }))}>
              Add Category
            </Button>
          ) : null
        }
        columns={columns}
        rowKey="id"
        noun="categories"
        emptyText="No categories found"
        rowHref={categoryPath}
      />
    </Flex>
  );
}
