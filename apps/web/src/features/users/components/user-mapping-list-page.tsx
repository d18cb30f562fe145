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
import { t } from '../../../i18n';

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
    { title: t('master.common.username'), dataIndex: 'username', render: (_: string, m) => <Link to={mappingEditPath(m)}>{m.username}</Link> },
    { title: t('master.common.company'), dataIndex: 'companyName', ellipsis: true },
    { title: t('master.common.vendor'), dataIndex: 'vendorName', ellipsis: true },
    { title: t('master.common.email'), dataIndex: 'email', ellipsis: true },
    { title: t('master.common.active'), dataIndex: 'active', width: 80, render: (a: string) => <Tag color={a === 'Y' ? 'success' : 'default'}>{a}</Tag> },
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
              <Form.Item label={t('master.common.user')} name="username" htmlFor="mapping-filter-user">
                <UserSelect
                  id="mapping-filter-user"
                  aria-label={t('master.common.user')}
                  allowClear
                  onChange={(username, userId) => filterForm.setFieldsValue({ username, userId })}
                />
              </Form.Item>
              <Form.Item name="userId" hidden>
                <Input aria-label={t('master.userMappings.userId')} />
              </Form.Item>
            </Col>
          </FilterCard>
        }
        actions={
          canWrite ? (
            <Button type="primary" icon={<Icon of={PlusOutlined} />} onClick={() => void navigate('/master/user/mapping')}>
              {t('master.common.addMapping')}
            </Button>
          ) : null
        }
        columns={columns}
        rowKey="id"
        noun={{ one: t('master.common.mappingOne'), other: t('master.common.mappingOther') }}
        emptyText={t('master.userMappings.empty')}
        rowHref={mappingEditPath}
      />
    </Flex>
  );
}
