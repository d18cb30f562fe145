import { useMemo, useState } from 'react';
import { Flex, Form } from 'antd';
import {
  EXPEDITION_MESSAGES,
  PAGE_SIZES,
  PO_INVOICE_MESSAGES,
  canUploadExpedition,
  expeditionColumnSet,
  validateExpeditionSearch,
  type ExpeditionLine,
} from '@faktura/domain';
import { FormPageAlerts, formValues, useFormPage } from '../../../components/form-page';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { useSession } from '../../../lib/session';
import { useExpeditionLines, type ExpeditionQuery } from '../api/get-expedition-lines';
import { useExpeditionSummary } from '../api/get-expedition-summary';
import type { VendorParams } from '../api/keys';
import { ExpeditionActions } from './expedition-actions';
import { ExpeditionFilterFields, type ExpeditionFilters } from './expedition-filters';
import { LineEditModal } from './line-edit-modal';
import { lineColumns } from './line-columns';
import { SummaryTable } from './summary-table';
import { t } from '../../../i18n';

const INITIAL: ExpeditionFilters = { fromDate: '', toDate: '', invoiceNo: '' };

/**
 * `/#/expedition` (Proses Tagihan): a freight supplier bills its AWB lines. A supplier
 * works on its own lines; PIC and finance choose the vendor. Search (payment site required, a
 * branch for Branch), the results 10 per page in the user's column set, REFERENCE opening the
 * edit modal, Download / Download Excel, Upload File (not in transport mode), Submit, and the
 * Summary Invoice of what Submit would send.
 */
export function ExpeditionPage() {
  const session = useSession();
  const user = session?.user;
  const company = user?.company ?? null;
  const chooses = user?.typeUser !== 'VENDOR';
  const set = user ? expeditionColumnSet({ typeUser: user.typeUser, role: user.role, description: user.userDesc }) : 'transport';
  const [form] = Form.useForm<ExpeditionFilters>();
  const page = useFormPage();
  const list = useListQuery({ initial: INITIAL, sizes: PAGE_SIZES.list, searchAtOnce: false });
  const [editing, setEditing] = useState<ExpeditionLine | null>(null);
  const chosenVendor = Form.useWatch('vendorId', form);
  const paymentSite = Form.useWatch('paymentSite', form);

  const vendorOf = (vendorId: number | undefined): VendorParams | null =>
    company && (!chooses || vendorId) ? { orgId: company.orgId, instance: company.instance, ...(chooses ? { vendorId } : {}) } : null;
  const toQuery = (f: ExpeditionFilters): { query: ExpeditionQuery } | { messages: string[] } => {
    const messages = [
      ...(company ? [] : [PO_INVOICE_MESSAGES.selectCompany]),
      ...(chooses && !f.vendorId ? [EXPEDITION_MESSAGES.selectVendor] : []),
      ...validateExpeditionSearch(f),
    ];
    const vendor = vendorOf(f.vendorId);
    if (messages.length || !vendor) return { messages };
    const branch = f.paymentSite === 'Branch' ? f.branch : undefined;
    return { query: { ...vendor, fromDate: f.fromDate, toDate: f.toDate, awb: f.awb, paymentSite: f.paymentSite ?? '', branch, invoiceNo: f.invoiceNo } };
  };

  const searched = list.query ? toQuery(list.query.filters) : null;
  const query = searched && 'query' in searched ? searched.query : null;
  const lines = useExpeditionLines(query && list.query && { ...query, page: list.query.page, pageSize: list.query.pageSize });
  const vendor = query ? vendorOf(list.query?.filters.vendorId) : null;
  const summary = useExpeditionSummary(vendor);
  const columns = useMemo(() => lineColumns(set, setEditing), [set]);

  return (
    <Flex vertical gap={14}>
      <FormPageAlerts page={page} loadErrors={[summary.error]} />
      <ListPage<ExpeditionLine>
        list={list}
        result={lines}
        filters={
          <FilterCard<ExpeditionFilters>
            form={form}
            initialValues={INITIAL}
            onSearch={(f) => {
              const asked = toQuery(f);
              list.searchIf('messages' in asked ? asked.messages : [], f);
            }}
            onValuesChange={(changed) => {
              if ('paymentSite' in changed && changed.paymentSite !== 'Branch') form.setFieldValue('branch', undefined);
              // Another vendor has other lines and AWBs: the results shown no longer apply.
              if ('vendorId' in changed) {
                form.setFieldValue('awb', undefined);
                list.reset();
              }
            }}
          >
            <ExpeditionFilterFields
              vendorName={chooses ? null : (user?.vendorName ?? user?.userDesc ?? '')}
              instance={company?.instance ?? ''}
              vendor={vendorOf(chosenVendor)}
              paymentSite={paymentSite}
            />
          </FilterCard>
        }
        actions={
          <ExpeditionActions
            query={() => toQuery(formValues(form))}
            vendor={vendor}
            saved={summary.data?.items}
            canUpload={canUploadExpedition({ description: user?.userDesc ?? null })}
            onMessages={page.showErrors}
            onSuccess={page.showSuccess}
          />
        }
        columns={columns}
        rowKey="awbLineId"
        noun={{ one: t('master.expedition.one'), other: t('master.expedition.other') }}
        emptyText={t('master.expedition.empty')}
        idleText={t('master.expedition.idle')}
        scrollX={3400}
      />
      <SummaryTable rows={summary.data?.items ?? []} />
      {editing ? (
        <LineEditModal
          line={editing}
          vendorId={chooses ? list.query?.filters.vendorId : undefined}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            page.showSuccess(message);
          }}
        />
      ) : null}
    </Flex>
  );
}
