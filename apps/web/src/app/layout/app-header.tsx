import { Layout } from 'antd';
import { Link } from 'react-router';
import type { SessionUser } from '@faktura/domain';
import { MessagesDropdown, NotificationsDropdown } from '../../features/notifications';
import { TasksDropdown } from '../../features/tasks';
import { UserMenu } from './user-menu';

/**
 * Top bar: brand, tasks, messages, notifications, user menu. The legacy instance
 * selector stays hidden: the company is chosen at login and shown in the user menu.
 */
export function AppHeader({ user }: { user: SessionUser }) {
  return (
    <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 4, position: 'sticky', top: 0, zIndex: 10 }}>
      <Link to="/dashboard" style={{ color: '#fff', fontSize: 18, fontWeight: 700, letterSpacing: 0.4, marginInlineEnd: 'auto' }}>
        Faktura
        <span style={{ fontSize: 12, fontWeight: 400, opacity: 0.65, marginInlineStart: 10 }}>Supplier e-Invoicing Portal</span>
      </Link>
      <TasksDropdown typeUser={user.typeUser} />
      <MessagesDropdown />
      <NotificationsDropdown />
      <UserMenu user={user} />
    </Layout.Header>
  );
}
