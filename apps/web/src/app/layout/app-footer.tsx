import { Layout } from 'antd';

export function AppFooter() {
  return (
    <Layout.Footer style={{ textAlign: 'center', color: '#666', fontSize: 12, padding: '12px 16px' }}>
      Copyright © {new Date().getFullYear()} Faktura
    </Layout.Footer>
  );
}
