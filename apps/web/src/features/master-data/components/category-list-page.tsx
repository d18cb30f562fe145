import type { TableColumnsType } from 'antd';
import type { CategorySummary } from '@faktura/domain';
import { useCategories } from '../api/get-categories';
import { MasterListPage } from './master-list-page';

const columns: TableColumnsType<CategorySummary> = [
  { title: 'Category', dataIndex: 'name' },
  { title: 'Company', dataIndex: 'company', ellipsis: true },
  { title: 'Account', dataIndex: 'account', render: (a: string | null) => a ?? '-' },
  { title: 'Detail Lines', dataIndex: 'detailCount', width: 110, align: 'right' },
];

/** `/#/master/category`: categories by company and name; finance adds and edits, PIC looks. */
export function CategoryListPage() {
  return (
    <MasterListPage<CategorySummary>
      path="/master/category"
      useRows={useCategories}
      ids={{ company: 'category-company', search: 'category-search' }}
      searchLabel="Category Name"
      addLabel="Add Category"
      columns={columns}
      actionWidth={90}
      noun={{ one: 'category', other: 'categories' }}
      emptyText="No categories found"
    />
  );
}
