import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Modal, Table } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { TASK_MESSAGES, TASK_PATHS, can, type ReviewLine, type TaskDetail } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { DetailPage } from '../../../components/detail-page';
import { FormPage, useFormPage, withFlash } from '../../../components/form-page';
import { KEYBOARD_SCROLLABLE } from '../../../components/list-page';
import { RejectReasonModal } from '../../../components/reject-reason-modal';
import { StatusTag } from '../../../components/status-tag';
import { errorMessages } from '../../../lib/api-client';
import { fileDownloadPath } from '../../../lib/attachments';
import { formatDate } from '../../../lib/format';
import { downloadFile } from '../../../lib/open-file';
import { useSession } from '../../../lib/session';
import { useApproveTask } from '../api/approve-task';
import { useDeclineTask } from '../api/decline-task';
import { useTask } from '../api/get-task';

const LINE_COLUMNS = [
  { title: 'No', dataIndex: 'lineNum', width: 56 },
  { title: 'Detail Category', dataIndex: 'detailCategory', render: (v: string) => v || '-' },
  { title: 'Description', dataIndex: 'description' },
  { title: 'Amount', dataIndex: 'amount', align: 'right' as const, render: (v: string) => <Amount value={v} /> },
  { title: 'VAT', dataIndex: 'vatCode', render: (v: string | null) => v ?? '-' },
  { title: 'PPn', dataIndex: 'taxAmount', align: 'right' as const, render: (v: string) => <Amount value={v} /> },
  { title: 'WHT', dataIndex: 'whtCode', render: (v: string | null) => v ?? '-' },
  { title: 'Remarks', dataIndex: 'remarks', render: (v: string) => v || '-' },
];

/** One task (`/#/tasks/{invoiceId}`): the invoice as the PIC sent it, read-only, and Approve or Reject with a reason. */
function TaskDecision({ task }: { task: TaskDetail }) {
  const navigate = useNavigate();
  const page = useFormPage();
  const approve = useApproveTask(task.invoiceId);
  const decline = useDeclineTask(task.invoiceId);
  const [confirming, setConfirming] = useState(false);
  const [declining, setDeclining] = useState(false);
  const viewer = useSession()?.user.typeUser;
  // Only the invoice's recommender (or a substitute) is shown a task, so the viewer decides it while the life cycle allows.
  const waiting = !!viewer && can('RECOMMEND', task, viewer, { recommender: true }).allowed;
  const done = (message: string) => void navigate(TASK_PATHS.list, withFlash(`${message}: ${task.invoiceNo}`));
  const onApprove = () =>
    approve.mutate(task.revision, {
      onSuccess: () => done(TASK_MESSAGES.approved),
      onError: (error) => {
        setConfirming(false);
        page.showFailure(error);
      },
    });
  const onDecline = async (reason: string) => {
    await decline.mutateAsync({ revision: task.revision, reason });
    done(TASK_MESSAGES.declined);
  };
  return (
    <FormPage page={page}>
      {waiting ? null : <Alert type="info" showIcon title={TASK_MESSAGES.alreadyDecided(task.status)} />}
      <Card size="small" title={`${task.kind === 'PROXY' ? 'Invoice Proxy' : 'Invoice Non PO'} ${task.invoiceNo}`} extra={<StatusTag status={task.status} />}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'supplier', label: 'Supplier', children: task.vendorName },
            { key: 'company', label: 'Company', children: task.company },
            { key: 'for', label: 'Task of', children: task.onBehalfOf ? `${task.onBehalfOf} (delegated to you)` : 'You' },
            { key: 'date', label: 'Invoice Date', children: formatDate(task.invoiceDate) || '-' },
            { key: 'gl', label: 'GL Date', children: formatDate(task.glDate) || '-' },
            { key: 'tax', label: 'Tax Invoice', children: `${task.taxNo ?? '-'} ${formatDate(task.taxDate)}` },
            { key: 'category', label: 'Category', children: task.categoryName || '-' },
            { key: 'site', label: 'Supplier Site', children: task.supplierSite || '-' },
            { key: 'bank', label: 'Bank Account', children: task.bankAccount || '-' },
            { key: 'method', label: 'Payment Method', children: task.paymentMethod || '-' },
            { key: 'term', label: 'Term', children: task.term || '-' },
            { key: 'coa', label: 'Charge Of Account', children: task.chargeAccount || '-' },
            { key: 'cc', label: 'Cost Center', children: task.costCenter || '-' },
            { key: 'sk', label: 'SK Number', children: task.referenceNumber || '-' },
            { key: 'amount', label: 'Amount', children: <Amount value={task.invoiceAmount} /> },
            { key: 'ppn', label: 'PPn', children: <Amount value={task.taxAmount} /> },
            { key: 'total', label: 'Total Invoice', children: <Amount value={task.totalAmount} strong /> },
            { key: 'description', label: 'Description', span: 'filled', children: task.description || '-' },
            ...(task.reason ? [{ key: 'reason', label: 'Reason', span: 'filled' as const, children: task.reason }] : []),
          ]}
        />
      </Card>
      <Card size="small" title="Lines" styles={{ body: { padding: 0 } }}>
        <Table<ReviewLine>
          size="small"
          rowKey="id"
          dataSource={task.lines}
          columns={LINE_COLUMNS}
          pagination={false}
          scroll={{ x: 800 }}
          components={KEYBOARD_SCROLLABLE}
        />
      </Card>
      <Card size="small" title="Attachments">
        {task.attachments.length
          ? task.attachments.map((a) => (
              <Button
                key={a.id}
                type="link"
                onClick={() => void downloadFile(fileDownloadPath(a.id), a.filename).catch((e) => page.showErrors(errorMessages(e)))}
              >
                {a.filename}
              </Button>
            ))
          : 'No files attached'}
      </Card>
      <Flex gap={8} wrap justify="space-between">
        <Button onClick={() => void navigate(TASK_PATHS.list)}>Back</Button>
        {waiting ? (
          <Flex gap={8}>
            <Button danger onClick={() => setDeclining(true)}>
              Reject
            </Button>
            <Button type="primary" onClick={() => setConfirming(true)}>
              Approve
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <Modal
        title="Approve invoice"
        open={confirming}
        okText="Approve"
        okButtonProps={{ loading: approve.isPending }}
        onOk={onApprove}
        onCancel={() => setConfirming(false)}
      >
        {TASK_MESSAGES.approveConfirm}
      </Modal>
      <RejectReasonModal open={declining} busy={decline.isPending} onCancel={() => setDeclining(false)} onReject={onDecline} />
    </FormPage>
  );
}

export function TaskPage() {
  const id = Number(useParams().invoiceId);
  const task = useTask(id);
  return (
    <DetailPage
      query={task}
      invalid={!Number.isInteger(id) || id <= 0}
      notFound={{
        title: 'Task not found',
        subTitle: 'It is not waiting for you, or it was never yours.',
        back: { to: TASK_PATHS.list, label: 'Back to Tasks' },
      }}
      skeletonRows={8}
    >
      {(t) => <TaskDecision key={`${t.invoiceId}-${t.revision}`} task={t} />}
    </DetailPage>
  );
}
