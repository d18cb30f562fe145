import { Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { SessionUser } from '@faktura/domain';
import { MessagesDropdown, NotificationsDropdown } from '../../features/notifications';
import { TasksDropdown } from '../../features/tasks';
import { LanguageSwitch } from '../../components/language-switch';
import { t } from '../../i18n';
import { UserMenu } from './user-menu';

type Props = {
  user: SessionUser;
  /** On a phone: the menu is a drawer, opened by a button before the brand. */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
};

/**
 * Top bar: brand, tasks, messages, notifications, user menu. The legacy instance
 * selector stays hidden: the company is chosen at login and shown in the user menu.
 * On a phone it starts with the menu button and drops the subtitle, so that it fits 390 px.
 */
export function AppHeader({ user, onOpenMenu, menuOpen }: Props) {
  const phone = onOpenMenu !== undefined;
  return (
    <Layout.Header
      className={phone ? 'fk-header fk-header--phone' : 'fk-header'}
      style={{ display: 'flex', alignItems: 'center', gap: phone ? 0 : 4, position: 'sticky', top: 0, zIndex: 10 }}
    >
      {phone ? (
        <button
          type="button"
          className="fk-header-btn"
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
          style={{ background: 'transparent', border: 0, cursor: 'pointer', width: 44, height: 52, color: '#fff', flex: 'none' }}
        >
          <MenuOutlined aria-hidden style={{ fontSize: 18 }} />
        </button>
      ) : null}
      <Link to="/dashboard" style={{ color: '#fff', fontSize: 18, fontWeight: 700, letterSpacing: 0.4, marginInlineEnd: 'auto' }}>
        Faktura
        {phone ? null : <span style={{ fontSize: 12, fontWeight: 400, opacity: 0.65, marginInlineStart: 10 }}>{t('header.subtitle')}</span>}
      </Link>
      <TasksDropdown typeUser={user.typeUser} />
      <MessagesDropdown />
      <NotificationsDropdown />
      <LanguageSwitch tone="dark" />
      <UserMenu user={user} />
    </Layout.Header>
  );
}
