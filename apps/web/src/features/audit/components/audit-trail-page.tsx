import { Col, Form, Select, Typography, type TableColumnsType } from 'antd';
import { describeChange, PAGE_SIZES, validateAuditSearch, type AuditEvent } from '@faktura/domain';
import { DateField } from '../../../components/date-field';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { formatDateTime } from '../../../lib/format';
import { useAuditEvents } from '../api/get-audit-events';
import { useAuditFilters } from '../api/get-audit-filters';

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

const columns: TableColumnsType<AuditEvent> = [
  { title: 'When', dataIndex: 'at', width: 160, render: (at: string) => formatDateTime(at) },
  { title: 'User', dataIndex: 'actor', width: 110, render: (a: string | null) => a ?? '-' },
  { title: 'Entity', key: 'entity', width: 170, render: (_: unknown, e) => `${e.entity} #${e.entityId}` },
  { title: 'Action', dataIndex: 'action', width: 120 },
  { title: 'Before → After', key: 'change', render: (_: unknown, e) => <Change event={e} /> },
  { title: 'Reason', dataIndex: 'reason', width: 180, render: (r: string | null) => r ?? '' },
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
            <Form.Item label="User" name="userId" htmlFor="audit-user">
              <Select
                id="audit-user"
                aria-label="User"
                allowClear
                placeholder="All users"
                showSearch={{ optionFilterProp: 'label' }}
                options={(filters.data?.users ?? []).map((u) => ({ value: u.userId, label: u.username }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item label="Entity" name="entity" htmlFor="audit-entity">
              <Select
                id="audit-entity"
                aria-label="Entity"
                allowClear
                placeholder="All entities"
                options={(filters.data?.entities ?? []).map((e) => ({ value: e, label: e }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item label="From Date" name="fromDate" htmlFor="audit-from">
              <DateField id="audit-from" />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item label="To Date" name="toDate" htmlFor="audit-to">
              <DateField id="audit-to" />
            </Form.Item>
          </Col>
        </FilterCard>
      }
      actions={<Typography.Text type="secondary">Newest first</Typography.Text>}
      columns={columns}
      rowKey="id"
      noun={{ one: 'event', other: 'events' }}
      emptyText="No events found"
      scrollX={1000}
    />
  );
}
