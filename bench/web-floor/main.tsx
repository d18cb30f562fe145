/**
 * The libraries' floor for a screen opened by its link (bench/web.ts): React and antd alone, no
 * router, no query cache, no catalogue, no layout, drawing the dashboard's latest invoices from the
 * portal's own API as a heading and an antd table, with antd's zero-runtime styles as the portal
 * uses them. What the portal's dashboard takes beyond this is the portal's own.
 */
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import { ConfigProvider, Table } from 'antd';
import 'antd/dist/antd.css';

type Row = Record<string, unknown>;

const cell = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value));

// The bench opens the page with the session's token after the hash (#token).
const token = location.hash.slice(1);

function Floor() {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    void fetch('/api/dashboard/invoices', { headers: { Authorization: `Bearer ${token}` } })
      .then((r) => r.json())
      .then((body: Row[] | { items: Row[] }) => setRows(Array.isArray(body) ? body : body.items));
  }, []);
  const columns = Object.keys(rows?.[0] ?? {})
    .slice(0, 8)
    .map((key) => ({ title: key, dataIndex: key, key, render: cell }));
  return (
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <main style={{ padding: 24 }}>
        <h1>Dashboard</h1>
        <Table rowKey={(_r, i) => String(i)} loading={rows === null} dataSource={rows ?? []} columns={columns} pagination={false} size="small" />
      </main>
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
