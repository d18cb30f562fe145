import { Button, Col, Flex, Form, Input, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZES, type CompanyOption, type VendorMapping } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { useNavigationFlash } from '../../../components/form-page';
import { Icon } from '../../../components/icon';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { SuccessAlert } from '../../../components/success-alert';
import { useSession } from '../../../lib/session';
import { useVendorMappings } from '../api/get-vendor-mappings';

type Filters = { company: CompanyOption | null; search: string };

const mappingPath = (m: Pick<VendorMapping, 'id'>) => `/master/vendor/${m.id}`;

/** `/#/master/vendor`: vendor ↔ category mappings; finance adds and edits, PIC looks. */
export function VendorMappingListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const flash = useNavigationFlash();
  const canWrite = session?.user.typeUser === 'ORACLE';
  // Master data of every company at first: finance keeps all of them, whichever company its session works in.
  const initial: Filters = { company: null, search: '' };
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list });
  const q = list.query;
  const result = useVendorMappings(
    q && {
      page: q.page,
      pageSize: q.pageSize,
      orgId: q.filters.company?.orgId,
      instance: q.filters.company?.instance,
      search: q.filters.search.trim() || undefined,
    },
  );

  const columns: TableColumnsType<VendorMapping> = [
    { title: 'Vendor', dataIndex: 'vendorName', ellipsis: true },
    { title: 'Category', dataIndex: 'categoryName', width: 140 },
    { title: 'Company', dataIndex: 'company', ellipsis: true },
    { title: 'Finance User', dataIndex: 'financeUser', width: 120, render: (u: string | null) => u ?? '-' },
    { title: 'Rekomendator', dataIndex: 'recommender', width: 120, render: (u: string | null) => u ?? '-' },
    { title: 'Cost Center', dataIndex: 'costCenter', width: 100, render: (c: string | null) => c ?? '-' },
    { title: 'Vendor Site', dataIndex: 'vendorSiteCode', width: 120, render: (c: string | null) => c ?? '-' },
    { title: 'Action', key: 'edit', width: 80, render: (_: unknown, m) => <Link to={mappingPath(m)}>{canWrite ? 'Edit' : 'View'}</Link> },
  ];

  return (
    <Flex vertical gap={14}>
      <SuccessAlert message={flash} />
      <ListPage<VendorMapping>
        list={list}
        result={result}
        filters={
          <FilterCard<Filters> initialValues={initial} onSearch={list.search}>
            <Col xs={24} md={10}>
              <Form.Item label="Company" name="company" htmlFor="vendor-mapping-company">
                <CompanyField id="vendor-mapping-company" companies={session?.companies ?? []} allowClear placeholder="All companies" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Vendor Name" name="search" htmlFor="vendor-mapping-search">
                <Input id="vendor-mapping-search" allowClear maxLength={100} />
              </Form.Item>
            </Col>
          </FilterCard>
        }
        actions={
          canWrite ? (
            <Button type="primary" icon={<Icon of={PlusOutlined} />} onClick={() => void navigate(mappingPath({ id: 0 }))}>
              Add Mapping
            </Button>
          ) : null
        }
        columns={columns}
        rowKey="id"
        noun="mappings"
        emptyText="No vendor mappings found"
        rowHref={mappingPath}
        scrollX={1000}
      />
    </Flex>
  );
}
