import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { CarryOutOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { TASK_MESSAGES, TASK_PATHS, type UserType } from '@faktura/domain';
import { HeaderPanel, HeaderTrigger } from '../../../components/header-dropdown';
import { Icon } from '../../../components/icon';
import { Amount } from '../../../components/amount';
import { errorMessages } from '../../../lib/api-client';
import { hasTasks, useTasks } from '../api/get-tasks';
import { t } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';

/** How many waiting tasks the dropdown lists, newest first; "View all tasks" opens the rest. */
const SHOWN = 5;

/**
 * The header's tasks: "You have N task(s)" counts the invoices waiting for the user's
 * recommendation (theirs and delegated to them), the newest few open their task, "View all tasks"
 * opens the tasks page.
 */
export function TasksDropdown({ typeUser }: { typeUser: UserType }) {
  const decides = hasTasks(typeUser);
  const [open, setOpen] = useState(false);
  const tasks = useTasks(decides);
  const navigate = useNavigate();
  // The server lists the oldest first (the tasks page's working order); the header shows what just arrived.
  const newest = [...(tasks.data?.items ?? [])].sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.invoiceId - a.invoiceId);
  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      popupRender={() => (
        <HeaderPanel
          heading={t('review.tasks.headline', { n: tasks.data?.total ?? 0 })}
          footer={
            <Button type="link" size="small" onClick={() => go(TASK_PATHS.list)}>
              {t('review.tasks.viewAll')}
            </Button>
          }
        >
          {tasks.error ? (
            <div style={{ padding: 12, color: '#cf1322' }}>{errorMessages(tasks.error).join(' ')}</div>
          ) : newest.length === 0 ? (
            <div style={{ padding: '20px 12px', textAlign: 'center', color: '#666' }}>{translateMessage(TASK_MESSAGES.noTasks)}</div>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {newest.slice(0, SHOWN).map((task) => (
                <li key={task.invoiceId} style={{ borderBottom: '1px solid #f0f0f0' }}>
                  <Button
                    type="text"
                    block
                    style={{ height: 'auto', padding: '8px 12px', textAlign: 'left' }}
                    onClick={() => go(TASK_PATHS.task(task.invoiceId))}
                  >
                    <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, width: '100%' }}>
                      <strong>{task.invoiceNo}</strong>
                      <Amount value={task.totalAmount} />
                    </span>
                    <span style={{ display: 'block', color: '#595959', whiteSpace: 'normal' }}>
                      {task.vendorName}
                      {task.onBehalfOf ? t('review.tasks.forWhom', { name: task.onBehalfOf }) : ''}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </HeaderPanel>
      )}
    >
      <HeaderTrigger icon={<Icon of={CarryOutOutlined} />} count={tasks.data?.total ?? 0} label={t('review.tasks.label')} />
    </Dropdown>
  );
}
