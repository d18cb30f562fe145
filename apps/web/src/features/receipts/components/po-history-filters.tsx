import type { ReactNode } from 'react';
import { Col, Form } from 'antd';
import { PAGE_SIZES, type CompanyOption } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { FilterCard, useListQuery, type ListState } from '../../../components/list-page';
import { useSession } from '../../../lib/session';
import { PurchaseOrderSelect } from './purchase-order-select';
import { t } from '../../../i18n';

export type PoHistoryFilters = { company: CompanyOption | null; poHeaderId: number | null };
export type PoHistoryQuery = { orgId: number; instance: string; poHeaderId: number };

/**
 * The list state and filter card of a history by purchase order (invoice history and receipt history: company,
 * searchable PO, Search only once a PO is chosen). `query` is what the page fetches, null until then.
 */
export function usePoHistoryFilters(idPrefix: string): { list: ListState<PoHistoryFilters>; query: PoHistoryQuery | null; filters: ReactNode } {
  const session = useSession();
  const [form] = Form.useForm<PoHistoryFilters>();
  const initial: PoHistoryFilters = { company: session?.user.company ?? null, poHeaderId: null };
  const company = Form.useWatch('company', form) ?? initial.company;
  const poHeaderId = Form.useWatch('poHeaderId', form);
  // Every row comes at once, paged on the screen.
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list, searchAtOnce: false });
  const f = list.query?.filters;
  const query = f?.company && f.poHeaderId ? { orgId: f.company.orgId, instance: f.company.instance, poHeaderId: f.poHeaderId } : null;

  const filters = (
    <FilterCard<PoHistoryFilters>
      form={form}
      initialValues={initial}
      onSearch={list.search}
      // Another company has other POs: the chosen one and the rows shown no longer apply.
      onValuesChange={(changed) => {
        if (!('company' in changed)) return;
        form.setFieldValue('poHeaderId', null);
        list.reset();
      }}
      searchDisabled={!company || !poHeaderId}
    >
      <Col xs={24} md={10}>
        <Form.Item label={t('supplier.receipts.company')} name="company" htmlFor={`${idPrefix}-company`}>
          <CompanyField id={`${idPrefix}-company`} companies={session?.companies ?? []} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label={t('supplier.receipts.poNumber')} name="poHeaderId" htmlFor={`${idPrefix}-po`}>
          <PurchaseOrderSelect id={`${idPrefix}-po`} company={company} />
        </Form.Item>
      </Col>
    </FilterCard>
  );
  return { list, query, filters };
}
