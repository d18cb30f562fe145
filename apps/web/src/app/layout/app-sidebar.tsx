import { useState } from 'react';
import { Layout } from 'antd';
import type { MenuUser } from '@faktura/domain';
import { MainMenu } from './main-menu';

export { sidebarItems } from './main-menu';

/** The main menu beside the page on tablets and desktops; it folds to icons below 992 px. */
export function AppSidebar({ user }: { user: MenuUser }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout.Sider
      width={236}
      collapsible
      collapsed={collapsed}
      onCollapse={setCollapsed}
      breakpoint="lg"
      theme="light"
      style={{ borderInlineEnd: '1px solid #e5e8ee' }}
    >
      <MainMenu user={user} collapsed={collapsed} />
    </Layout.Sider>
  );
}
