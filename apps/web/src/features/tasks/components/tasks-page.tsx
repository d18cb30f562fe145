import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZES, TASK_MESSAGES, TASK_PATHS, type Task } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { SuccessAlert } from '../../../components/success-alert';
import { useNavigationFlash } from '../../../components/form-page';
import { KEYBOARD_SCROLLABLE } from '../../../components/list-page';
import { errorMessages } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useTasks } from '../api/get-tasks';
import { t } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';
import { wideTable } from '../../../components/wide-table';

/** `/#/tasks`: every invoice waiting for my recommendation, oldest first; a row opens it to approve or reject. */
export function TasksPage() {
  const tasks = useTasks();
  const navigate = useNavigate();
  const flash = useNavigationFlash();
  const items = tasks.data?.items ?? [];
  return (
    <Flex vertical gap={14} style={{ paddingBottom: 16 }}>
      {flash ? <SuccessAlert message={flash} /> : null}
      <ErrorListAlert messages={errorMessages(tasks.error)} />
      <Card size="small" styles={{ body: { padding: 0 } }}>
        <Flex justify="space-between" align="center" gap={8} style={{ padding: '10px 12px', minHeight: 52 }}>
          <Typography.Text type="secondary">{tasks.data ? t('review.tasks.count', { total: tasks.data.total }) : ''}</Typography.Text>
          <Button onClick={() => void navigate(TASK_PATHS.delegation)}>{t('review.tasks.delegate')}</Button>
        </Flex>
        <Table<Task>
          size="small"
          rowKey="invoiceId"
          loading={tasks.isFetching}
          dataSource={items}
          locale={{ emptyText: translateMessage(TASK_MESSAGES.noTasks) }}
          pagination={{
            defaultPageSize: PAGE_SIZES.list.size,
            pageSizeOptions: PAGE_SIZES.list.options.map(String),
            showSizeChanger: true,
            hideOnSinglePage: true,
          }}
          {...wideTable(900)}
          components={KEYBOARD_SCROLLABLE}
          columns={[
            { title: t('review.tasks.invoiceNo'), dataIndex: 'invoiceNo', render: (no: string, t) => <Link to={TASK_PATHS.task(t.invoiceId)}>{no}</Link> },
            {
              title: t('review.tasks.type'),
              dataIndex: 'kind',
              render: (k: Task['kind']) => (k === 'PROXY' ? t('review.tasks.proxy') : t('review.tasks.nonPo')),
            },
            { title: t('review.tasks.supplier'), dataIndex: 'vendorName' },
            { title: t('review.tasks.company'), dataIndex: 'company' },
            { title: t('review.tasks.invoiceDate'), dataIndex: 'invoiceDate', render: (d: string | null) => formatDate(d) || '-' },
            { title: t('review.tasks.total'), dataIndex: 'totalAmount', align: 'right', render: (v: string) => <Amount value={v} /> },
            { title: t('review.tasks.sent'), dataIndex: 'sentAt', render: (d: string) => formatDateTime(d) },
            {
              title: t('review.tasks.for'),
              dataIndex: 'onBehalfOf',
              render: (who: string | null) => (who ? <Tag>{t('review.tasks.delegatedBy', { name: who })}</Tag> : t('review.tasks.me')),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
