import { Avatar, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DownOutlined, LogoutOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@faktura/domain';
import { useLogout } from '../../features/auth';
import { t } from '../../i18n';

// Loaded when first asked for: the header is on every screen, the mail preferences rarely opened.
const MailPreferencesModal = lazy(async () => ({ default: (await import('../../features/email-links')).MailPreferencesModal }));

/** The user's name in the header; its menu shows who and where, and Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  // A deliberate logout starts afresh at /login, without a redirect back to this page.
  const logout = useLogout({ onLoggedOut: () => void navigate('/login', { replace: true }) });
  const name = user.userDesc || user.username;
  const [mailOpen, setMailOpen] = useState(false);
  // Mounted from its first opening on, so that it closes with antd's animation afterwards.
  const [mailAsked, setMailAsked] = useState(false);

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <div style={{ lineHeight: 1.4, color: '#595959' }}>
          <div style={{ fontWeight: 600, color: '#262626' }}>{user.username}</div>
          <div style={{ fontSize: 12 }}>
            {user.typeUser}
            {user.vendorName ? ` · ${user.vendorName}` : ''}
          </div>
          {user.company ? <div style={{ fontSize: 12 }}>{`${user.company.name} (${user.company.instance})`}</div> : null}
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'mail', icon: <MailOutlined aria-hidden />, label: t('header.mailPreferences') },
    // aria-hidden: otherwise the item is named "logout Logout".
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('header.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout.mutate();
    if (key === 'mail') {
      setMailAsked(true);
      setMailOpen(true);
    }
  };

  return (
    <>
      <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }}>
        <button
          type="button"
          aria-label={t('header.userMenu', { name })}
          className="fk-header-btn"
          style={{
            background: 'transparent',
            border: 0,
            cursor: 'pointer',
            height: 52,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 8,
            paddingInline: 10,
            color: '#fff',
          }}
        >
          <Avatar size={28} icon={<UserOutlined />} style={{ background: '#2f5f9e' }} />
          <span className="fk-user-name" style={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </span>
          <DownOutlined className="fk-user-caret" style={{ fontSize: 10, opacity: 0.8 }} />
        </button>
      </Dropdown>
      {mailAsked ? (
        <Suspense fallback={null}>
          <MailPreferencesModal open={mailOpen} onClose={() => setMailOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
