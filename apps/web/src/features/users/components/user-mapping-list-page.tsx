import { Button, Col, Flex, Form, Input, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZES, type UserMapping } from '@faktura/domain';
import { useNavigationFlash } from '../../../components/form-page';
import { Icon } from '../../../components/icon';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { SuccessAlert } from '../../../components/success-alert';
import { useSession } from '../../../lib/session';
import { useUserMappings } from '../api/user-mappings';
import { mappingEditPath } from './user-mapping-form-page';
import { UserSelect } from './user-select';

type Filters = { username?: string; userId?: number };

/** `/#/master/user/mapping-list`: user–vendor mappings, 5 a page (5/10/15). */
export function UserMappingListPage() {
  const navigate = useNavigate();
  const flash = useNavigationFlash();
  const canWrite = useSession()?.user.typeUser === 'ORACLE';
  const [filterForm] = Form.useForm<Filters>();
  const initial: Filters = {};
  const list = useListQuery({ initial, sizes: PAGE_SIZES.mappingList });
  const q = list.query;
  const result = useUserMappings(q && { page: q.page, pageSize: q.pageSize, userId: q.filters.userId || undefined });

  const columns: TableColumnsType<UserMapping> = [
    { title: 'Username', dataIndex: 'username', render: (_: string, m) => <Link to={mappingEditPath(m)}>{m.username}</Link> },
    { title: 'Company', dataIndex: 'companyName', ellipsis: true },
    { title: 'Vendor', dataIndex: 'vendorName', ellipsis: true },
    { title: 'Email', dataIndex: 'email', ellipsis: true },
    { title: 'Active', dataIndex: 'active', width: 80, render: (a: string) => <Tag color={a === 'Y' ? 'success' : 'default'}>{a}</Tag> },
  ];

  return (
    <Flex vertical gap={14}>
      <SuccessAlert message={flash} />
      <ListPage<UserMapping>
        list={list}
        result={result}
        filters={
          <FilterCard<Filters> form={filterForm} initialValues={initial} onSearch={list.search}>
            <Col xs={24} md={10}>
              <Form.Item label="User" name="username" htmlFor="mapping-filter-user">
                <UserSelect
                  id="mapping-filter-user"
                  aria-label="User"
                  allowClear
                  onChange={(username, userId) => filterForm.setFieldsValue({ username, userId })}
                />
              </Form.Item>
              <Form.Item name="userId" hidden>
                <Input aria-label="User id" />
              </Form.Item>
            </Col>
          </FilterCard>
        }
        actions={
          canWrite ? (
            <Button type="primary" icon={<Icon of={PlusOutlined} />} onClick={() => void navigate('/master/user/mapping')}>
              Add Mapping
            </Button>
          ) : null
        }
        columns={columns}
        rowKey="id"
        noun={{ one: 'mapping', other: 'mappings' }}
        emptyText="No mappings found"
        rowHref={mappingEditPath}
      />
    </Flex>
  );
}
