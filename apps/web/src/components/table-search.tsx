import { Input } from 'antd';

/** The search box above a table (spec §9: table search triggers on Enter, not on each key). */
export function TableSearch({ placeholder, onSearch, width = 240 }: { placeholder: string; onSearch: (text: string) => void; width?: number }) {
  return <Input.Search aria-label={placeholder} placeholder={placeholder} allowClear onSearch={(text) => onSearch(text.trim())} style={{ width }} />;
}
