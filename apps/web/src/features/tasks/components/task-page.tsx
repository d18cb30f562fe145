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
import { t } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';
import { wideTable } from '../../../components/wide-table';

// Built at each draw: the headings follow the chosen language.
const lineColumns = () => [
  { title: t('review.lines.no'), dataIndex: 'lineNum', width: 56 },
  { title: t('review.lines.detailCategory'), dataIndex: 'detailCategory', render: (v: string) => v || '-' },
  { title: t('review.lines.description'), dataIndex: 'description' },
  { title: t('review.lines.amount'), dataIndex: 'amount', align: 'right' as const, render: (v: string) => <Amount value={v} /> },
  { title: t('review.lines.vat'), dataIndex: 'vatCode', render: (v: string | null) => v ?? '-' },
  { title: t('review.lines.ppn'), dataIndex: 'taxAmount', align: 'right' as const, render: (v: string) => <Amount value={v} /> },
  { title: t('review.lines.wht'), dataIndex: 'whtCode', render: (v: string | null) => v ?? '-' },
  { title: t('review.lines.remarks'), dataIndex: 'remarks', render: (v: string) => v || '-' },
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
  const done = (message: string) => void navigate(TASK_PATHS.list, withFlash(`${translateMessage(message)}: ${task.invoiceNo}`));
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
      <Card
        size="small"
        title={t(task.kind === 'PROXY' ? 'review.summary.invoiceProxy' : 'review.summary.invoiceNonPo', { invoiceNo: task.invoiceNo })}
        extra={<StatusTag status={task.status} />}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'supplier', label: t('review.summary.supplier'), children: task.vendorName },
            { key: 'company', label: t('review.summary.company'), children: task.company },
            {
              key: 'for',
              label: t('review.task.taskOf'),
              children: task.onBehalfOf ? t('review.task.delegatedToYou', { name: task.onBehalfOf }) : t('review.task.you'),
            },
            { key: 'date', label: t('review.fields.invoiceDate'), children: formatDate(task.invoiceDate) || '-' },
            { key: 'gl', label: t('review.task.glDate'), children: formatDate(task.glDate) || '-' },
            { key: 'tax', label: t('review.task.taxInvoice'), children: `${task.taxNo ?? '-'} ${formatDate(task.taxDate)}` },
            { key: 'category', label: t('review.fields.category'), children: task.categoryName || '-' },
            { key: 'site', label: t('review.fields.supplierSite'), children: task.supplierSite || '-' },
            { key: 'bank', label: t('review.fields.bankAccount'), children: task.bankAccount || '-' },
            { key: 'method', label: t('review.fields.paymentMethod'), children: task.paymentMethod || '-' },
            { key: 'term', label: t('review.fields.term'), children: task.term || '-' },
            { key: 'coa', label: t('review.fields.chargeOfAccount'), children: task.chargeAccount || '-' },
            { key: 'cc', label: t('review.fields.costCenter'), children: task.costCenter || '-' },
            { key: 'sk', label: t('review.fields.skNumber'), children: task.referenceNumber || '-' },
            { key: 'amount', label: t('review.summary.amount'), children: <Amount value={task.invoiceAmount} /> },
            { key: 'ppn', label: t('review.summary.ppn'), children: <Amount value={task.taxAmount} /> },
            { key: 'total', label: t('review.summary.totalInvoice'), children: <Amount value={task.totalAmount} strong /> },
            { key: 'description', label: t('review.summary.description'), span: 'filled', children: task.description || '-' },
            ...(task.reason ? [{ key: 'reason', label: t('review.summary.reason'), span: 'filled' as const, children: task.reason }] : []),
          ]}
        />
      </Card>
      <Card size="small" title={t('review.lines.title')} styles={{ body: { padding: 0 } }}>
        <Table<ReviewLine>
          size="small"
          rowKey="id"
          dataSource={task.lines}
          columns={lineColumns()}
          pagination={false}
          {...wideTable(800)}
          components={KEYBOARD_SCROLLABLE}
        />
      </Card>
      <Card size="small" title={t('review.editor.attachments')}>
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
          : t('review.task.noFiles')}
      </Card>
      <Flex gap={8} wrap justify="space-between">
        <Button onClick={() => void navigate(TASK_PATHS.list)}>{t('review.task.back')}</Button>
        {waiting ? (
          <Flex gap={8}>
            <Button danger onClick={() => setDeclining(true)}>
              {t('review.actions.reject')}
            </Button>
            <Button type="primary" onClick={() => setConfirming(true)}>
              {t('review.task.approve')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <Modal
        title={t('review.task.approveTitle')}
        open={confirming}
        okText={t('review.task.approve')}
        okButtonProps={{ loading: approve.isPending }}
        onOk={onApprove}
        onCancel={() => setConfirming(false)}
      >
        {translateMessage(TASK_MESSAGES.approveConfirm)}
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
        title: t('review.task.notFound'),
        subTitle: t('review.task.notFoundDetail'),
        back: { to: TASK_PATHS.list, label: t('review.task.backToTasks') },
      }}
      skeletonRows={8}
    >
      {(loaded) => <TaskDecision key={`${loaded.invoiceId}-${loaded.revision}`} task={loaded} />}
    </DetailPage>
  );
}
