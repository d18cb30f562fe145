import { useState } from 'react';
import { Drawer, Tabs } from 'antd';
import type { Notification, NotificationKind } from '@faktura/domain';
import { useNotifications } from '../api/get-notifications';
import type { NotificationState } from '../api/keys';
import { NotificationItems } from './notification-items';
import { t } from '../../../i18n/translate';

type Props = {
  kind: NotificationKind;
  title: string;
  emptyTexts: Record<NotificationState, string>;
  open: boolean;
  onClose: () => void;
  onOpenItem: (n: Notification) => void;
};

/** "View all tasks" / "See All Messages": every item of a kind, new and old, in a side drawer. */
export function InboxDrawer({ kind, title, emptyTexts, open, onClose, onOpenItem }: Props) {
  const [tab, setTab] = useState<NotificationState>('new');
  const current = useNotifications(kind, tab, open);
  return (
    <Drawer title={title} open={open} onClose={onClose} size={420} styles={{ body: { padding: 0 } }}>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as NotificationState)}
        tabBarStyle={{ margin: 0, paddingInline: 16 }}
        items={(['new', 'old'] as const).map((state) => ({
          key: state,
          label: state === 'new' ? t('review.notifications.new') : t('review.notifications.old'),
          children: (
            <NotificationItems
              items={tab === state ? current.data?.items : undefined}
              loading={tab === state && current.isPending}
              error={tab === state ? current.error : null}
              emptyText={emptyTexts[state]}
              onOpen={onOpenItem}
            />
          ),
        }))}
      />
    </Drawer>
  );
}
