import { Col, Form, Select, Typography, type TableColumnsType } from 'antd';
import { describeChange, PAGE_SIZES, validateAuditSearch, type AuditEvent } from '@faktura/domain';
import { DateField } from '../../../components/date-field';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { formatDateTime } from '../../../lib/format';
import { useAuditEvents } from '../api/get-audit-events';
import { useAuditFilters } from '../api/get-audit-filters';
import { t } from '../../../i18n';

type Filters = { userId?: number; entity?: string; fromDate?: string; toDate?: string };

/** What changed: a status move (from → to), a master-data change (each field before → after), or the event's own facts. */
function Change({ event }: { event: AuditEvent }) {
  const lines =
    event.fromStatus || event.toStatus
      ? [`${event.fromStatus ?? '–'} → ${event.toStatus ?? '–'}`]
      : event.before || event.after
        ? describeChange(event.before, event.after)
        : Object.entries(event.data ?? {}).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return (
    <>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </>
  );
}

// Built at each draw: the headings follow the language.
const columns = (): TableColumnsType<AuditEvent> => [
  { title: t('master.audit.when'), dataIndex: 'at', width: 160, render: (at: string) => formatDateTime(at) },
  { title: t('master.common.user'), dataIndex: 'actor', width: 110, render: (a: string | null) => a ?? '-' },
  { title: t('master.audit.entity'), key: 'entity', width: 170, render: (_: unknown, e) => `${e.entity} #${e.entityId}` },
  { title: t('master.common.action'), dataIndex: 'action', width: 120 },
  { title: t('master.audit.change'), key: 'change', render: (_: unknown, e) => <Change event={e} /> },
  { title: t('master.audit.reason'), dataIndex: 'reason', width: 180, render: (r: string | null) => r ?? '' },
];

/** `/#/master/audit` (issue 10 item 5, finance only): every status and master-data change, filtered and paged on the server. */
export function AuditTrailPage() {
  const filters = useAuditFilters();
  const list = useListQuery<Filters>({ initial: {}, sizes: PAGE_SIZES.list });
  const q = list.query;
  const result = useAuditEvents(
    q && { page: q.page, pageSize: q.pageSize, ...q.filters, fromDate: q.filters.fromDate || undefined, toDate: q.filters.toDate || undefined },
  );
  return (
    <ListPage<AuditEvent>
      list={list}
      result={{ ...result, error: result.error ?? filters.error }}
      filters={
        <FilterCard<Filters> initialValues={{}} onSearch={(f) => list.searchIf(validateAuditSearch(f), f)}>
          <Col xs={24} md={5}>
            <Form.Item label={t('master.common.user')} name="userId" htmlFor="audit-user">
              <Select
                id="audit-user"
                aria-label={t('master.common.user')}
                allowClear
                placeholder={t('master.audit.allUsers')}
                showSearch={{ optionFilterProp: 'label' }}
                options={(filters.data?.users ?? []).map((u) => ({ value: u.userId, label: u.username }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item label={t('master.audit.entity')} name="entity" htmlFor="audit-entity">
              <Select
                id="audit-entity"
                aria-label={t('master.audit.entity')}
                allowClear
                placeholder={t('master.audit.allEntities')}
                options={(filters.data?.entities ?? []).map((e) => ({ value: e, label: e }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item label={t('master.audit.fromDate')} name="fromDate" htmlFor="audit-from">
              <DateField id="audit-from" />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item label={t('master.audit.toDate')} name="toDate" htmlFor="audit-to">
              <DateField id="audit-to" />
            </Form.Item>
          </Col>
        </FilterCard>
      }
      actions={<Typography.Text type="secondary">{t('master.audit.newestFirst')}</Typography.Text>}
      columns={columns()}
      rowKey="id"
      noun={{ one: t('master.audit.one'), other: t('master.audit.other') }}
      emptyText={t('master.audit.empty')}
      scrollX={1000}
    />
  );
}
