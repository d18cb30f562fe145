import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { PO_INVOICE_MESSAGES, validatePoInvoice } from '@faktura/domain';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { errorMessages } from '../../../lib/api-client';
import { scrollToTop } from '../../../lib/scroll-top';
import { useSession } from '../../../lib/session';
import { uploadPendingFile } from '../api/attachments';
import { usePoFormOptions } from '../api/get-form-options';
import { useCreatePoInvoice } from '../api/save-po-invoice';
import { emptyPoForm, previewTotals, toPayload, type PoFormState } from './form-state';
import { PoInvoiceForm } from './po-invoice-form';

export type SavedFlash = { flash?: string };

/** `/#/invoice/create` (spec screen 4): a new DRAFT PO invoice from received PO lines. */
export function CreatePoInvoicePage() {
  const session = useSession();
  const navigate = useNavigate();
  const fixed = session?.user.company ?? null;
  const [form, setForm] = useState<PoFormState>(() => emptyPoForm(fixed));
  const [errors, setErrors] = useState<string[]>([]);
  const options = usePoFormOptions(form.company);
  const create = useCreatePoInvoice();

  const change = (patch: Partial<PoFormState>) => setForm((f) => ({ ...f, ...patch }));
  const showErrors = (messages: string[]) => {
    setErrors(messages);
    if (messages.length) scrollToTop();
  };
  const pphRate = options.data?.pphCodes.find((c) => c.code === form.pphCode)?.rate ?? '0';
  const totals = previewTotals(form.lines, form.includePph ? { value: form.pphValue || '0', rate: pphRate } : null);

  const save = () => {
    const payload = toPayload(form);
    const messages = validatePoInvoice(payload, 'create');
    if (messages.length) return showErrors(messages);
    setErrors([]);
    // On failure everything typed stays in `form`: only the messages change.
    create.mutate(payload, {
      onSuccess: (detail) => void navigate(`/invoice/detail/${detail.id}`, { state: { flash: PO_INVOICE_MESSAGES.saved } satisfies SavedFlash }),
      onError: (error) => showErrors(errorMessages(error)),
    });
  };

  return (
    <Flex vertical gap={14} style={{ paddingBottom: 16 }}>
      <ErrorListAlert messages={errors} onClose={() => setErrors([])} />
      <PoInvoiceForm
        form={form}
        onChange={change}
        status="DRAFT"
        readOnly={false}
        companies={session?.companies ?? []}
        fixedCompany={fixed}
        options={options.data}
        optionsLoading={options.isFetching}
        totals={totals}
        totalsArePreview
        attachments={{
          canUpload: form.attachments.length === 0, // spec screen 4: one attachment
          canDelete: true,
          upload: uploadPendingFile,
          onDelete: (a) => change({ attachments: form.attachments.filter((x) => x.id !== a.id) }),
        }}
        onRemoveLine={(line) => change({ lines: form.lines.filter((l) => l.rcvTransactionId !== line.rcvTransactionId) })}
        onError={showErrors}
      />
      <Flex gap={8} justify="flex-end">
        <Button onClick={() => void navigate('/dashboard')}>Cancel</Button>
        <Button type="primary" loading={create.isPending} onClick={save}>
          Save
        </Button>
      </Flex>
    </Flex>
  );
}
