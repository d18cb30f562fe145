import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expeditionApi, type ExpeditionSummaryRow } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { expeditionKeys, type VendorParams } from './keys';

/**
 * POST /api/expedition/submit: exactly the saved invoices the confirmation listed, each with the
 * version the Summary Invoice showed (the server refuses the set when one changed meanwhile).
 */
export function useSubmitExpedition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ vendor, invoices }: { vendor: VendorParams; invoices: readonly ExpeditionSummaryRow[] }) =>
      callApi(expeditionApi.submit, { body: { ...vendor, invoices: invoices.map(({ invoiceNo, version }) => ({ invoiceNo, version })) } }),
    // Refused too: the Summary Invoice then shows what is saved now.
    onSettled: () => invalidateKeys(client, expeditionKeys.all),
  });
}
