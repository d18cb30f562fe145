import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton, Typography } from 'antd';
import { fakturChecksApi, type Attachment, type FakturPreview } from '@faktura/domain';
import { callApi, errorMessages } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { FakturCheckView } from './faktur-check-view';
import { t } from '../../../i18n';

export type FakturTyped = Omit<FakturPreview, 'fileId'>;

const isPdf = (a: Attachment) => /\.pdf$/i.test(a.filename);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** What an invoice form has typed so far, in the preview's shape (a value not complete yet is sent as not typed). */
export function fakturTyped(input: {
  company: { instance: string; orgId: number; vendorId?: number | null } | null;
  vendorId?: number | null;
  taxInvoiceNo: string | null | undefined;
  taxInvoiceDate: string | null | undefined;
  dpp: string | null | undefined;
  ppn: string | null | undefined;
  lineCount: number;
}): FakturTyped | null {
  if (!input.company) return null;
  const no = input.taxInvoiceNo?.trim() ?? '';
  return {
    instance: input.company.instance,
    orgId: input.company.orgId,
    vendorId: input.vendorId ?? input.company.vendorId ?? null,
    taxInvoiceNo: no && no.length <= 30 ? no : null,
    taxInvoiceDate: input.taxInvoiceDate && DATE.test(input.taxInvoiceDate) ? input.taxInvoiceDate : null,
    dpp: input.dpp && AMOUNT.test(input.dpp) && Number(input.dpp) > 0 ? input.dpp : null,
    ppn: input.ppn && AMOUNT.test(input.ppn) ? input.ppn : null,
    lineCount: Math.min(Math.max(input.lineCount, 1), 10_000),
  };
}

/** The value after it has stood still for `ms`: typing a number asks the server once, not per keystroke. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the value's content, not its identity
  }, [key, ms]);
  return settled;
}

function PreviewOne({ file, typed }: { file: Attachment; typed: FakturTyped }) {
  const query = useQuery({
    // Keyed on every typed value: a change is checked again at once (the server keeps no state for a preview).
    queryKey: [...QUERY_ROOTS.invoices, 'faktur-preview', file.id, typed] as const,
    queryFn: ({ signal }) => callApi(fakturChecksApi.preview, { body: { fileId: file.id, ...typed }, signal }),
    staleTime: 60_000,
    retry: false,
  });
  if (query.isPending) {
    return (
      <Flex vertical gap={4} aria-busy="true" data-testid="faktur-checking">
        <Typography.Text type="secondary">{t('supplier.fakturCheck.checking', { filename: file.filename })}</Typography.Text>
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      </Flex>
    );
  }
  if (query.isError) return <Typography.Text type="secondary">{errorMessages(query.error).join(' ')}</Typography.Text>;
  return <FakturCheckView result={query.data} filename={file.filename} />;
}

/**
 * The check of each PDF uploaded on an invoice form against the values typed so far: "Faktur
 * matches" or each mismatch, shown as soon as the upload finishes and again when a value changes.
 * Nothing to show until a company is chosen (the master data's NPWPs are the company's).
 */
export function FakturPreviewPanel({ attachments, typed: live }: { attachments: readonly Attachment[]; typed: FakturTyped | null }) {
  const typed = useSettled(live, 500);
  const pdfs = attachments.filter(isPdf);
  if (!typed || pdfs.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid="faktur-preview">
      {pdfs.map((file) => (
        <PreviewOne key={file.id} file={file} typed={typed} />
      ))}
    </Flex>
  );
}
