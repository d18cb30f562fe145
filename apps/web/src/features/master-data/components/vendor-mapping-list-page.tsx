import type { TableColumnsType } from 'antd';
import type { VendorMapping } from '@faktura/domain';
import { useVendorMappings } from '../api/get-vendor-mappings';
import { MasterListPage } from './master-list-page';
import { t } from '../../../i18n';

// Built at each draw: the headings follow the language.
const columns = (): TableColumnsType<VendorMapping> => [
  { title: t('master.common.vendor'), dataIndex: 'vendorName', ellipsis: true },
  { title: t('master.common.category'), dataIndex: 'categoryName', width: 140 },
  { title: t('master.common.company'), dataIndex: 'company', ellipsis: true },
  { title: t('master.vendorMapping.financeUser'), dataIndex: 'financeUser', width: 120, render: (u: string | null) => u ?? '-' },
  { title: t('master.vendorMapping.recommender'), dataIndex: 'recommender', width: 120, render: (u: string | null) => u ?? '-' },
  { title: t('master.common.costCenter'), dataIndex: 'costCenter', width: 100, render: (c: string | null) => c ?? '-' },
  { title: t('master.vendorMapping.vendorSite'), dataIndex: 'vendorSiteCode', width: 120, render: (c: string | null) => c ?? '-' },
];

/** `/#/master/vendor`: vendor ↔ category mappings; finance adds and edits, PIC looks. */
export function VendorMappingListPage() {
  return (
    <MasterListPage<VendorMapping>
      path="/master/vendor"
      useRows={useVendorMappings}
      ids={{ company: 'vendor-mapping-company', search: 'vendor-mapping-search' }}
      searchLabel={t('master.vendorMapping.searchLabel')}
      addLabel={t('master.common.addMapping')}
      columns={columns()}
      actionWidth={80}
      noun={{ one: t('master.common.mappingOne'), other: t('master.common.mappingOther') }}
      emptyText={t('master.vendorMapping.empty')}
      scrollX={1000}
    />
  );
}
