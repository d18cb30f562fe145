import type { TableColumnsType } from 'antd';
import type { VendorMapping } from '@faktura/domain';
import { useVendorMappings } from '../api/get-vendor-mappings';
import { MasterListPage } from './master-list-page';

const columns: TableColumnsType<VendorMapping> = [
  { title: 'Vendor', dataIndex: 'vendorName', ellipsis: true },
  { title: 'Category', dataIndex: 'categoryName', width: 140 },
  { title: 'Company', dataIndex: 'company', ellipsis: true },
  { title: 'Finance User', dataIndex: 'financeUser', width: 120, render: (u: string | null) => u ?? '-' },
  { title: 'Rekomendator', dataIndex: 'recommender', width: 120, render: (u: string | null) => u ?? '-' },
  { title: 'Cost Center', dataIndex: 'costCenter', width: 100, render: (c: string | null) => c ?? '-' },
  { title: 'Vendor Site', dataIndex: 'vendorSiteCode', width: 120, render: (c: string | null) => c ?? '-' },
];

/** `/#/master/vendor`: vendor ↔ category mappings; finance adds and edits, PIC looks. */
export function VendorMappingListPage() {
  return (
    <MasterListPage<VendorMapping>
      path="/master/vendor"
      useRows={useVendorMappings}
      ids={{ company: 'vendor-mapping-company', search: 'vendor-mapping-search' }}
      searchLabel="Vendor Name"
      addLabel="Add Mapping"
      columns={columns}
      actionWidth={80}
      noun={{ one: 'mapping', other: 'mappings' }}
      emptyText="No vendor mappings found"
      scrollX={1000}
    />
  );
}
