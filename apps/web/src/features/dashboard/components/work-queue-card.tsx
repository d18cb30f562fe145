import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { WorkQueueItem } from '@faktura/domain';
import { getLanguage, t } from '../../../i18n';
import { useWorkQueue } from '../api/get-work-queue';
import { DashboardCard } from './dashboard-card';
import { formatCount } from './format-count';

function QueueTile({ item }: { item: WorkQueueItem }) {
  const label = t(`workQueue.${item.key}`);
  const waiting = item.count > 0;
  return (
    <Link
      to={item.path}
      className="work-queue-tile"
      aria-label={`${label}: ${item.count}`}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minWidth: 170,
        flex: '1 1 170px',
        minHeight: 44,
        padding: '10px 14px',
        borderRadius: 8,
        border: `1px solid ${waiting ? '#91caff' : '#d9d9d9'}`,
        background: waiting ? '#f0f7ff' : '#fafafa',
        color: 'inherit',
      }}
    >
      <span style={{ fontSize: 24, fontWeight: 600, lineHeight: 1.2, color: waiting ? '#0958d9' : '#595959', fontVariantNumeric: 'tabular-nums' }}>
        {formatCount(item.count, getLanguage())}
      </span>
      <span style={{ color: '#434343' }}>{label}</span>
    </Link>
  );
}

/** Dashboard, every role: the queues of work waiting for the user, each opening its list. */
export function WorkQueueCard() {
  const query = useWorkQueue();
  const items = query.data?.items ?? [];
  const nothing = items.every((i) => i.count === 0);
  return (
    <DashboardCard
      title={t('workQueue.title')}
      loading={query.isPending}
      error={query.error}
      empty={false}
      emptyText=""
      onRetry={() => void query.refetch()}
      refreshing={query.isFetching}
    >
      <Flex vertical gap={8} style={{ padding: 12 }}>
        {nothing ? <Typography.Text type="secondary">{t('workQueue.nothing')}</Typography.Text> : null}
        <Flex wrap gap={10} component="nav" aria-label={t('workQueue.title')}>
          {items.map((item) => (
            <QueueTile key={item.key} item={item} />
          ))}
        </Flex>
      </Flex>
    </DashboardCard>
  );
}
