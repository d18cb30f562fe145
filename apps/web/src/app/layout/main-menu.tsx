import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { AuditOutlined, BarChartOutlined, DashboardOutlined, DatabaseOutlined, FileTextOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { buildSidebar, matchRoute, type MenuUser } from '@faktura/domain';
import { menuLabel, t } from '../../i18n';

// Decorative: aria-hidden, or each entry is named with its icon ("file-text Invoice"). Not the
// components/icon wrapper: the Menu gives its icons a class that the wrapper would drop.
const GROUP_ICONS: Record<string, React.ReactNode> = {
  invoice: <FileTextOutlined aria-hidden />,
  batch: <FolderOpenOutlined aria-hidden />,
  'debit-note': <AuditOutlined aria-hidden />,
  report: <BarChartOutlined aria-hidden />,
  master: <DatabaseOutlined aria-hidden />,
};

type MenuItem = NonNullable<MenuProps['items']>[number];

/** Menu entries for a user: Dashboard first, then the domain's groups (by the user's MENU codes). */
export function sidebarItems(user: MenuUser): MenuItem[] {
  const groups = buildSidebar(user, menuLabel);
  return [
    { key: '/dashboard', icon: <DashboardOutlined aria-hidden />, label: <Link to="/dashboard">{t('common.dashboard')}</Link> },
    ...groups.map((g) => ({
      key: `group:${g.key}`,
      icon: GROUP_ICONS[g.key],
      label: g.label,
      children: g.items.map((item) => ({ key: item.path, label: <Link to={item.path}>{item.label}</Link> })),
    })),
  ];
}

/** The group holding a path, so the current page's group starts open. */
function groupOf(user: MenuUser, path: string | undefined): string[] {
  if (!path) return [];
  const g = buildSidebar(user).find((group) => group.items.some((i) => i.path === path));
  return g ? [`group:${g.key}`] : [];
}

type Props = {
  user: MenuUser;
  /** The sidebar folded to its icons: its groups open as pop-ups, not inline. */
  collapsed?: boolean;
  /** A page was chosen (the phone's drawer closes). */
  onNavigate?: () => void;
};

/** The main menu, in the sidebar on wide screens and in the drawer on phones. */
export function MainMenu({ user, collapsed = false, onNavigate }: Props) {
  const { pathname } = useLocation();
  const current = matchRoute(pathname)?.path;
  const items = useMemo(() => sidebarItems(user), [user]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => groupOf(user, current));
  // The layout outlives navigations: when the page changes, open its group too (React's
  // "adjust state on prop change" pattern, no effect needed).
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    setShownFor(current);
    const wanted = groupOf(user, current).filter((k) => !openKeys.includes(k));
    if (wanted.length > 0) setOpenKeys([...openKeys, ...wanted]);
  }
  return (
    <nav aria-label="Main menu">
      <Menu
        mode="inline"
        items={items}
        selectedKeys={current ? [current] : []}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={onNavigate}
        style={{ borderInlineEnd: 0, paddingBlock: 8 }}
      />
    </nav>
  );
}
