import { useState } from 'react';
import { Button, Card, Col, Form, Modal, Row, Select, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { DELEGATION_MESSAGES, TASK_PATHS, validateDelegation, type Delegation, type DelegationForm } from '@faktura/domain';
import { DateField } from '../../../components/date-field';
import { FormPage, formValues, useFormPage } from '../../../components/form-page';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDelegations } from '../api/get-delegations';
import { useDeleteDelegation } from '../api/delete-delegation';
import { useSaveDelegation } from '../api/save-delegation';
import { t } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';

const EMPTY: DelegationForm = { substituteUserId: null, startDate: '', endDate: '' };
const today = () => new Date().toISOString().slice(0, 10);

const columns = (side: 'given' | 'received', onDelete?: (d: Delegation) => void) => [
  {
    title: side === 'given' ? t('review.delegation.substitute') : t('review.delegation.delegatedBy'),
    dataIndex: side === 'given' ? 'substitute' : 'delegator',
  },
  { title: t('review.delegation.startDate'), dataIndex: 'startDate', render: (d: string) => formatDate(d) },
  { title: t('review.delegation.endDate'), dataIndex: 'endDate', render: (d: string) => formatDate(d) },
  {
    title: t('review.delegation.state'),
    dataIndex: 'active',
    render: (active: boolean) => (active ? <Tag color="success">{t('review.delegation.activeToday')}</Tag> : <Tag>{t('review.delegation.upcoming')}</Tag>),
  },
  ...(onDelete
    ? [
        {
          title: t('review.delegation.action'),
          key: 'delete',
          render: (_: unknown, d: Delegation) => (
            <Button danger size="small" aria-label={t('review.delegation.deleteLabel', { name: d.substitute })} onClick={() => onDelete(d)}>
              {t('review.delegation.delete')}
            </Button>
          ),
        },
      ]
    : []),
];

/**
 * `/#/tasks/delegation`: hand my tasks to a substitute for a date range (both days included);
 * while it covers today the substitute sees and decides them, and the audit names us both.
 */
export function DelegationPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [form] = Form.useForm<DelegationForm>();
  const page = useFormPage();
  const list = useDelegations();
  const save = useSaveDelegation();
  const remove = useDeleteDelegation();
  const [deleting, setDeleting] = useState<Delegation | null>(null);

  const onSave = () => {
    const values = { ...EMPTY, ...formValues(form) };
    if (!page.validate(validateDelegation(values, session?.user.userId ?? 0, today()))) return;
    save.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        page.showSuccess(translateMessage(DELEGATION_MESSAGES.saved));
      },
      onError: page.showFailure,
    });
  };
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        page.showSuccess(translateMessage(DELEGATION_MESSAGES.deleted));
      },
      onError: (error) => {
        setDeleting(null);
        page.showFailure(error);
      },
    });
  };
  const data = list.data;
  return (
    <FormPage page={page} loadErrors={list.error ? [list.error] : undefined}>
      <Card size="small" title={t('review.delegation.title')}>
        <Form<DelegationForm> form={form} initialValues={EMPTY} layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={24} md={10}>
              <Form.Item label={t('review.delegation.substitute')} name="substituteUserId" htmlFor="delegation-substitute" required>
                <Select
                  id="delegation-substitute"
                  aria-label={t('review.delegation.substitute')}
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={list.isPending}
                  options={(data?.substitutes ?? []).map((u) => ({ value: u.id, label: u.label }))}
                  placeholder={t('review.delegation.selectSubstitute')}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={7}>
              <Form.Item label={t('review.delegation.startDate')} name="startDate" htmlFor="delegation-start" required>
                <DateField id="delegation-start" />
              </Form.Item>
            </Col>
            <Col xs={12} md={7}>
              <Form.Item label={t('review.delegation.endDate')} name="endDate" htmlFor="delegation-end" required>
                <DateField id="delegation-end" />
              </Form.Item>
            </Col>
          </Row>
          <Row justify="space-between">
            <Button onClick={() => void navigate(TASK_PATHS.list)}>{t('review.delegation.backToTasks')}</Button>
            <Button type="primary" loading={save.isPending} onClick={onSave}>
              {t('review.delegation.save')}
            </Button>
          </Row>
        </Form>
      </Card>
      <Card size="small" title={t('review.delegation.mine')} styles={{ body: { padding: 0 } }}>
        <Table<Delegation>
          size="small"
          rowKey="id"
          loading={list.isFetching}
          dataSource={data?.given ?? []}
          pagination={false}
          locale={{ emptyText: t('review.delegation.mineEmpty') }}
          columns={columns('given', setDeleting)}
        />
      </Card>
      <Card size="small" title={t('review.delegation.received')} styles={{ body: { padding: 0 } }}>
        <Table<Delegation>
          size="small"
          rowKey="id"
          loading={list.isFetching}
          dataSource={data?.received ?? []}
          pagination={false}
          locale={{ emptyText: t('review.delegation.receivedEmpty') }}
          columns={columns('received')}
        />
      </Card>
      <Modal
        title={t('review.delegation.deleteTitle')}
        open={deleting !== null}
        okText={t('review.delegation.delete')}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={onDelete}
        onCancel={() => setDeleting(null)}
      >
        {translateMessage(DELEGATION_MESSAGES.deleteConfirm)}
      </Modal>
    </FormPage>
  );
}
