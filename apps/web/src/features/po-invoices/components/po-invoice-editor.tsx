import { useState } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PO_INVOICE_MESSAGES, validatePoInvoice, type PoInvoiceDetail } from '@faktura/domain';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { SuccessAlert } from '../../../components/success-alert';
import { ApiError, errorMessages } from '../../../lib/api-client';
import { scrollToTop } from '../../../lib/scroll-top';
import { useSession } from '../../../lib/session';
import { deleteInvoiceAttachment, uploadInvoiceAttachment } from '../api/attachments';
import { usePoFormOptions } from '../api/get-form-options';
import { poInvoiceQueryOptions } from '../api/get-po-invoice';
import { useRemovePoInvoiceLine } from '../api/delete-po-invoice';
import { useUpdatePoInvoice } from '../api/save-po-invoice';
import type { SavedFlash } from './create-po-invoice-page';
import { DetailActions } from './detail-actions';
import { DetailSummary } from './detail-summary';
import { formFromDetail, previewTotals, toPayload, type PoFormState, type PoLineRow } from './form-state';
import { PoInvoiceForm } from './po-invoice-form';

/** Whether what the totals depend on still matches the saved invoice (then its figures stand). */
function totalsUnchanged(form: PoFormState, d: PoInvoiceDetail): boolean {
  const ids = (xs: { rcvTransactionId: number }[]) =>
    xs
      .map((x) => x.rcvTransactionId)
      .sort()
      .join(',');
  return (
    ids(form.lines) === ids(d.lines) &&
    form.includePph === d.includePph &&
    (form.pphCode ?? null) === (d.pphCode ?? null) &&
    (form.pphValue || null) === (d.pphValue || null)
  );
}

export function PoInvoiceEditor({ detail, onReload }: { detail: PoInvoiceDetail; onReload: () => Promise<void> }) {
  const session = useSession();
  const client = useQueryClient();
  const flash = (useLocation().state as SavedFlash | null)?.flash ?? null;
  const [form, setForm] = useState<PoFormState>(() => formFromDetail(detail, session?.companies ?? []));
  const [errors, setErrors] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(flash);
  const canEdit = detail.permissions.canEdit;
  const options = usePoFormOptions(form.company, canEdit || detail.includePph);
  const update = useUpdatePoInvoice(detail.id);
  const removeLine = useRemovePoInvoiceLine(detail.id);

  const change = (patch: Partial<PoFormState>) => setForm((f) => ({ ...f, ...patch }));
  const showErrors = (messages: string[]) => {
    setErrors(messages);
    setSuccess(null);
    if (messages.length) scrollToTop();
  };
  const refreshDetail = () => void client.invalidateQueries({ queryKey: poInvoiceQueryOptions(detail.id).queryKey });

  const save = () => {
    const payload = toPayload(form);
    const messages = validatePoInvoice(payload, 'update');
    if (messages.length) return showErrors(messages);
    setErrors([]);
    setConflict(null);
    update.mutate(
      { ...payload, revision: detail.revision },
      {
        onSuccess: (saved) => {
          setForm(formFromDetail(saved, session?.companies ?? []));
          setSuccess(PO_INVOICE_MESSAGES.saved);
          scrollToTop();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setConflict(error.messages[0] ?? PO_INVOICE_MESSAGES.stale);
            scrollToTop();
          } else showErrors(errorMessages(error));
        },
      },
    );
  };

  // A saved line goes through the server (which recomputes the totals); a new one is just dropped.
  const onRemoveLine = (line: PoLineRow) => {
    setSuccess(null);
    if (line.lineId === null) return change({ lines: form.lines.filter((l) => l.rcvTransactionId !== line.rcvTransactionId) });
    removeLine.mutate(line.lineId, {
      onSuccess: (saved) => {
        const unsaved = form.lines.filter((l) => l.lineId === null);
        setForm((f) => ({ ...f, lines: [...formFromDetail(saved, []).lines, ...unsaved] }));
      },
      onError: (error) => showErrors(errorMessages(error)),
    });
  };

  const pphRate = options.data?.pphCodes.find((c) => c.code === form.pphCode)?.rate ?? detail.taxRate ?? '0';
  const unchanged = totalsUnchanged(form, detail);
  const totals = unchanged
    ? detail.totals
    : previewTotals(form.lines, form.includePph ? { value: form.pphValue || '0', rate: pphRate } : null, detail.currencyCode);

  return (
    <Flex vertical gap={14} style={{ paddingBottom: 16 }}>
      {conflict ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={conflict}
          action={
            <Button danger onClick={() => void onReload()}>
              Reload
            </Button>
          }
        />
      ) : null}
      <ErrorListAlert messages={errors} onClose={() => setErrors([])} />
      <SuccessAlert message={success} onClear={() => setSuccess(null)} />
      <Card size="small">
        <DetailSummary detail={detail} />
      </Card>
      <PoInvoiceForm
        form={form}
        onChange={change}
        status={detail.status}
        readOnly={!canEdit}
        companies={session?.companies ?? []}
        fixedCompany={form.company}
        options={options.data}
        optionsLoading={options.isFetching}
        totals={totals}
        totalsArePreview={!unchanged}
        attachments={{
          canUpload: detail.permissions.canUpload,
          canDelete: canEdit,
          upload: async (file) => {
            const a = await uploadInvoiceAttachment(detail.id, file);
            refreshDetail();
            return a;
          },
          onDelete: async (a) => {
            await deleteInvoiceAttachment(detail.id, a.id);
            setForm((f) => ({ ...f, attachments: f.attachments.filter((x) => x.id !== a.id) }));
            refreshDetail();
          },
        }}
        onRemoveLine={onRemoveLine}
        removingLine={removeLine.isPending}
        onError={showErrors}
      />
      <DetailActions
        detail={detail}
        saving={update.isPending}
        onSave={save}
        onError={showErrors}
        onAddedToBatch={(batchNo) => {
          setSuccess(`Invoice added to batch ${batchNo}`);
          scrollToTop();
        }}
      />
    </Flex>
  );
}
