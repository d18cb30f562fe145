import { useState, type ReactNode } from 'react';
import { Button, Dropdown } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Icon } from '../../../components/icon';
import { useNavigate } from 'react-router';
import type { Notification, NotificationKind } from '@faktura/domain';
import { useNotificationCounts } from '../api/get-notification-counts';
import { useNotifications } from '../api/get-notifications';
import { HeaderPanel, HeaderTrigger } from '../../../components/header-dropdown';
import { InboxDrawer } from './inbox-drawer';
import { NotificationItems } from './notification-items';
import { t } from '../../../i18n/translate';

type Props = {
  kind: Extract<NotificationKind, 'message'>;
  icon: ReactNode;
  label: string;
  headline: (n: number) => string;
  viewAllLabel: string;
  /** The spec names no empty texts for messages; the notification ones would read oddly. */
  emptyTexts: { new: string; old: string };
};

/** The messages dropdown's shape: count headline, new items, a "view all" drawer. (Tasks are the tasks feature's: invoices waiting for a decision, not notices.) */
function InboxDropdown({ kind, icon, label, headline, viewAllLabel, emptyTexts }: Props) {
  const [open, setOpen] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const counts = useNotificationCounts();
  const list = useNotifications(kind, 'new', open);
  const navigate = useNavigate();
  const unread = counts.data?.[kind] ?? 0;

  const openItem = (n: Notification) => {
    setOpen(false);
    setDrawer(false);
    if (n.link?.startsWith('/')) void navigate(n.link);
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        open={open}
        onOpenChange={setOpen}
        placement="bottomRight"
        popupRender={() => (
          <HeaderPanel
            heading={headline(unread)}
            footer={
              <Button
                type="link"
                size="small"
                onClick={() => {
                  setOpen(false);
                  setDrawer(true);
                }}
              >
                {viewAllLabel}
              </Button>
            }
          >
            <NotificationItems items={list.data?.items} loading={list.isPending && open} error={list.error} emptyText={emptyTexts.new} onOpen={openItem} />
          </HeaderPanel>
        )}
      >
        <HeaderTrigger icon={icon} count={unread} label={label} />
      </Dropdown>
      <InboxDrawer kind={kind} title={label} emptyTexts={emptyTexts} open={drawer} onClose={() => setDrawer(false)} onOpenItem={openItem} />
    </>
  );
}

export function MessagesDropdown() {
  return (
    <InboxDropdown
      kind="message"
      icon={<Icon of={MailOutlined} />}
      label={t('review.notifications.messages')}
      headline={(n) => t('review.notifications.messagesHeadline', { n })}
      viewAllLabel={t('review.notifications.seeAllMessages')}
      emptyTexts={{ new: t('review.notifications.noNewMessages'), old: t('review.notifications.noOldMessages') }}
    />
  );
}
