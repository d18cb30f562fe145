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

const EMPTY: DelegationForm = { substituteUserId: null, startDate: '', endDate: '' };
const today = () => new Date().toISOString().slice(0, 10);

const columns = (side: 'given' | 'received', onDelete?: (d: Delegation) => void) => [
  { title: side === 'given' ? 'Substitute' : 'Delegated by', dataIndex: side === 'given' ? 'substitute' : 'delegator' },
  { title: 'Start Date', dataIndex: 'startDate', render: (d: string) => formatDate(d) },
  { title: 'End Date', dataIndex: 'endDate', render: (d: string) => formatDate(d) },
  { title: 'State', dataIndex: 'active', render: (active: boolean) => (active ? <Tag color="success">Active today</Tag> : <Tag>Upcoming</Tag>) },
  ...(onDelete
    ? [
        {
          title: 'Action',
          key: 'delete',
          render: (_: unknown, d: Delegation) => (
            <Button danger size="small" aria-label={`Delete delegation to ${d.substitute}`} onClick={() => onDelete(d)}>
              Delete
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
        page.showSuccess(DELEGATION_MESSAGES.saved);
      },
      onError: page.showFailure,
    });
  };
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        page.showSuccess(DELEGATION_MESSAGES.deleted);
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
      <Card size="small" title="Delegate my tasks">
        <Form<DelegationForm> form={form} initialValues={EMPTY} layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={24} md={10}>
              <Form.Item label="Substitute" name="substituteUserId" htmlFor="delegation-substitute" required>
                <Select
                  id="delegation-substitute"
                  aria-label="Substitute"
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={list.isPending}
                  options={(data?.substitutes ?? []).map((u) => ({ value: u.id, label: u.label }))}
                  placeholder="- Select substitute -"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={7}>
              <Form.Item label="Start Date" name="startDate" htmlFor="delegation-start" required>
                <DateField id="delegation-start" />
              </Form.Item>
            </Col>
            <Col xs={12} md={7}>
              <Form.Item label="End Date" name="endDate" htmlFor="delegation-end" required>
                <DateField id="delegation-end" />
              </Form.Item>
            </Col>
          </Row>
          <Row justify="space-between">
            <Button onClick={() => void navigate(TASK_PATHS.list)}>Back to Tasks</Button>
            <Button type="primary" loading={save.isPending} onClick={onSave}>
              Save
            </Button>
          </Row>
        </Form>
      </Card>
      <Card size="small" title="My delegations" styles={{ body: { padding: 0 } }}>
        <Table<Delegation>
          size="small"
          rowKey="id"
          loading={list.isFetching}
          dataSource={data?.given ?? []}
          pagination={false}
          locale={{ emptyText: 'You have not delegated your tasks' }}
          columns={columns('given', setDeleting)}
        />
      </Card>
      <Card size="small" title="Delegated to me" styles={{ body: { padding: 0 } }}>
        <Table<Delegation>
          size="small"
          rowKey="id"
          loading={list.isFetching}
          dataSource={data?.received ?? []}
          pagination={false}
          locale={{ emptyText: 'Nobody has delegated tasks to you' }}
          columns={columns('received')}
        />
      </Card>
      <Modal
        title="Delete delegation"
        open={deleting !== null}
        okText="Delete"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={onDelete}
        onCancel={() => setDeleting(null)}
      >
        {DELEGATION_MESSAGES.deleteConfirm}
      </Modal>
    </FormPage>
  );
}
