import { useState } from 'react';
import { Button, Dropdown, Tabs } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Icon } from '../../../components/icon';
import { useNavigate } from 'react-router';
import type { Notification } from '@faktura/domain';
import { useNotificationCounts } from '../api/get-notification-counts';
import { useNotifications } from '../api/get-notifications';
import type { NotificationState } from '../api/keys';
import { useMarkAllRead } from '../api/mark-all-read';
import { HeaderPanel, HeaderTrigger } from '../../../components/header-dropdown';
import { NotificationItems } from './notification-items';
import { t } from '../../../i18n/translate';

function NotificationTab({ state, active, onOpen }: { state: NotificationState; active: boolean; onOpen: (n: Notification) => void }) {
  const query = useNotifications('notification', state, active);
  return (
    <NotificationItems
      items={query.data?.items}
      loading={query.isPending && active}
      error={query.error}
      emptyText={state === 'new' ? t('review.notifications.noNew') : t('review.notifications.noOld')}
      onOpen={onOpen}
    />
  );
}

/** Header bell: tabs New and Old, "Mark all as read", each item title / createdAt / body. */
export function NotificationsDropdown() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<NotificationState>('new');
  const counts = useNotificationCounts();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const unread = counts.data?.notification ?? 0;

  const openItem = (n: Notification) => {
    setOpen(false);
    if (n.link?.startsWith('/')) void navigate(n.link);
  };

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      popupRender={() => (
        <HeaderPanel
          heading={t('review.notifications.title')}
          footer={
            <Button type="link" size="small" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate('notification')}>
              {t('review.notifications.markAllRead')}
            </Button>
          }
        >
          <Tabs
            size="small"
            activeKey={tab}
            onChange={(k) => setTab(k as NotificationState)}
            tabBarStyle={{ margin: 0, paddingInline: 12 }}
            items={[
              { key: 'new', label: t('review.notifications.new'), children: <NotificationTab state="new" active={open && tab === 'new'} onOpen={openItem} /> },
              { key: 'old', label: t('review.notifications.old'), children: <NotificationTab state="old" active={open && tab === 'old'} onOpen={openItem} /> },
            ]}
          />
        </HeaderPanel>
      )}
    >
      <HeaderTrigger icon={<Icon of={BellOutlined} />} count={unread} label={t('review.notifications.title')} />
    </Dropdown>
  );
}
