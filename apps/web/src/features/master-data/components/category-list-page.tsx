import type { TableColumnsType } from 'antd';
import type { CategorySummary } from '@faktura/domain';
import { useCategories } from '../api/get-categories';
import { MasterListPage } from './master-list-page';
import { t } from '../../../i18n';

// Built at each draw: the headings follow the language.
const columns = (): TableColumnsType<CategorySummary> => [
  { title: t('master.common.category'), dataIndex: 'name' },
  { title: t('master.common.company'), dataIndex: 'company', ellipsis: true },
  { title: t('master.common.account'), dataIndex: 'account', render: (a: string | null) => a ?? '-' },
  { title: t('master.category.detailLines'), dataIndex: 'detailCount', width: 110, align: 'right' },
];

/** `/#/master/category`: categories by company and name; finance adds and edits, PIC looks. */
export function CategoryListPage() {
  return (
    <MasterListPage<CategorySummary>
      path="/master/category"
      useRows={useCategories}
      ids={{ company: 'category-company', search: 'category-search' }}
      searchLabel={t('master.category.searchLabel')}
      addLabel={t('master.category.add')}
      columns={columns()}
      actionWidth={90}
      noun={{ one: t('master.category.one'), other: t('master.category.other') }}
      emptyText={t('master.category.empty')}
    />
  );
}
