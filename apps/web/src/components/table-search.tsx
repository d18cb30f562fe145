import { Input } from 'antd';

/** The search box above a table (it searches on Enter, not on each key). */
export function TableSearch({ placeholder, onSearch, width = 240 }: { placeholder: string; onSearch: (text: string) => void; width?: number }) {
  return <Input.Search aria-label={placeholder} placeholder={placeholder} allowClear onSearch={(text) => onSearch(text.trim())} style={{ width }} />;
}
