import { Alert, Skeleton } from 'antd';
import type { Notification } from '@faktura/domain';
import { errorMessages } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';

type Props = {
  items: Notification[] | undefined;
  loading: boolean;
  error: unknown;
  emptyText: string;
  onOpen?: (item: Notification) => void;
};

/**
 * The items of one tab: title, when, body; "There are no new/old notifications" when there are none.
 * Stored as the server wrote them (English); shown in the reader's language where the catalogue words them.
 */
export function NotificationItems({ items, loading, error, emptyText, onOpen }: Props) {
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} title={false} style={{ padding: 12 }} />;
  if (error) return <Alert type="error" showIcon title={errorMessages(error).join(' ')} style={{ margin: 12 }} />;
  if (!items || items.length === 0) {
    return <div style={{ padding: '20px 12px', textAlign: 'center', color: '#666' }}>{emptyText}</div>;
  }
  return (
    // Focusable so a keyboard can scroll a long list whose items are not links (axe scrollable-region-focusable).
    <ul tabIndex={0} aria-label={t('review.notifications.items')} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 340, overflowY: 'auto' }}>
      {items.map((item) => {
        const clickable = !!item.link && !!onOpen;
        return (
          <li
            key={item.id}
            style={{ padding: '8px 12px', borderBottom: '1px solid #f0f0f0', cursor: clickable ? 'pointer' : 'default' }}
            onClick={clickable ? () => onOpen(item) : undefined}
          >
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <strong style={{ fontWeight: item.readAt ? 500 : 600 }}>{translateMessage(item.title)}</strong>
              <time dateTime={item.createdAt} style={{ color: '#666', fontSize: 12, whiteSpace: 'nowrap' }}>
                {formatDateTime(item.createdAt)}
              </time>
            </div>
            <div style={{ color: '#595959', marginTop: 2, whiteSpace: 'pre-line' }}>{translateMessage(item.body)}</div>
          </li>
        );
      })}
    </ul>
  );
}
