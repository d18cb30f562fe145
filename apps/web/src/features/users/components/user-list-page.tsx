import { Button, Col, Flex, Form, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZES, type User } from '@faktura/domain';
import { useNavigationFlash } from '../../../components/form-page';
import { Icon } from '../../../components/icon';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { SuccessAlert } from '../../../components/success-alert';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useUsers } from '../api/get-users';
import { UserSelect } from './user-select';
import { t } from '../../../i18n';

type Filters = { username?: string };

export const editUserPath = (u: Pick<User, 'username'>) => `/master/user/edit/${encodeURIComponent(u.username)}`;

/** `/#/master/user`: users by the user select, 10 a page (10/20/50), Add User for finance. */
export function UserListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const flash = useNavigationFlash();
  const canWrite = session?.user.typeUser === 'ORACLE';
  const initial: Filters = {};
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list });
  const q = list.query;
  const result = useUsers(q && { page: q.page, pageSize: q.pageSize, username: q.filters.username || undefined });

  const columns: TableColumnsType<User> = [
    { title: t('master.common.username'), dataIndex: 'username', render: (_: string, u) => <Link to={editUserPath(u)}>{u.username}</Link> },
    { title: t('master.users.userCode'), dataIndex: 'userCode', width: 110 },
    { title: t('master.users.type'), dataIndex: 'typeUser', width: 90 },
    { title: t('master.common.role'), dataIndex: 'roleDescription', ellipsis: true },
    { title: t('master.common.company'), dataIndex: 'companyName', ellipsis: true },
    { title: t('master.common.email'), dataIndex: 'email', ellipsis: true },
    { title: t('master.common.startDate'), dataIndex: 'startDate', width: 115, render: (d: string | null) => formatDate(d) || '-' },
    { title: t('master.common.endDate'), dataIndex: 'endDate', width: 115, render: (d: string | null) => formatDate(d) || '-' },
    { title: t('master.common.active'), dataIndex: 'active', width: 80, render: (a: string) => <Tag color={a === 'Y' ? 'success' : 'default'}>{a}</Tag> },
  ];

  return (
    <Flex vertical gap={14}>
      <SuccessAlert message={flash} />
      <ListPage<User>
        list={list}
        result={result}
        filters={
          <FilterCard<Filters> initialValues={initial} onSearch={list.search}>
            <Col xs={24} md={10}>
              <Form.Item label={t('master.common.user')} name="username" htmlFor="user-filter">
                <UserSelect id="user-filter" aria-label={t('master.common.user')} allowClear />
              </Form.Item>
            </Col>
          </FilterCard>
        }
        actions={
          canWrite ? (
            <Button type="primary" icon={<Icon of={PlusOutlined} />} onClick={() => void navigate('/master/user/create')}>
              {t('master.users.add')}
            </Button>
          ) : null
        }
        columns={columns}
        rowKey="id"
        noun={{ one: t('master.users.one'), other: t('master.users.other') }}
        emptyText={t('master.users.empty')}
        rowHref={editUserPath}
      />
    </Flex>
  );
}
