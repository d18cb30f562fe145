import type { ReactNode } from 'react';
import { Alert, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Icon } from '../../../components/icon';
import { errorMessages } from '../../../lib/api-client';
import { t, translateMessage } from '../../../i18n';

type Props = {
  title: string;
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  refreshing: boolean;
  /** Buttons beside the refresh one in the card's head. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A dashboard card with the three states every table needs: loading, failed, empty. */
export function DashboardCard({ title, loading, error, empty, emptyText, onRetry, refreshing, actions, children }: Props) {
  let body: ReactNode = children;
  if (loading) body = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  else if (error)
    body = (
      <Alert
        type="error"
        showIcon
        title={errorMessages(error).map(translateMessage).join(' ')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (empty) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;

  return (
    <Card
      title={title}
      size="small"
      extra={
        <Flex gap={8} align="center">
          {actions}
          <Button
            type="text"
            size="small"
            aria-label={t('common.refresh', { title })}
            icon={<Icon of={ReloadOutlined} spin={refreshing} />}
            onClick={onRetry}
          />
        </Flex>
      }
      styles={{ body: { padding: loading || error || empty ? 16 : 0 } }}
    >
      {body}
    </Card>
  );
}
