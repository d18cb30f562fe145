import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Form, Input, Modal, Select, Tag, Typography, message, type TableColumnsType } from 'antd';
import {
  checkTaxRegistration,
  formatNitku,
  headOfficeNitku,
  normalizeNpwp,
  PAGE_SIZES,
  TAX_REGISTRATION_LIMITS,
  TAX_REGISTRATION_MESSAGES as MSG,
  taxRegistrationsApi,
  type TaxPartyKind,
  type TaxRegistration,
  type TaxRegistrationSource,
} from '@faktura/domain';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { callApi, errorMessages } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { t, translateMessage, type MessageKey } from '../../../i18n';

type Filters = { search: string; partyKind: TaxPartyKind | '' };
type Query = { page: number; pageSize: number; search?: string; partyKind?: TaxPartyKind };

const keys = {
  all: [...QUERY_ROOTS.masterData, 'tax-registrations'] as const,
  list: (q: Query) => [...QUERY_ROOTS.masterData, 'tax-registrations', 'list', q] as const,
};

const SOURCE_TAGS: Record<TaxRegistrationSource, { label: MessageKey; color?: string }> = {
  // Status colours of the theme (darker shades with AA contrast), not antd's palette colours.
  PORTAL: { label: 'master.taxRegistrations.financeRecord', color: 'processing' },
  ERP: { label: 'master.taxRegistrations.erpOnly', color: 'warning' },
  NONE: { label: 'master.taxRegistrations.none', color: 'error' },
};

// Built at each draw: the names follow the language.
const kindOptions = () => [
  { value: '', label: t('master.taxRegistrations.companiesAndSuppliers') },
  { value: 'COMPANY', label: t('master.taxRegistrations.companies') },
  { value: 'SUPPLIER', label: t('master.taxRegistrations.suppliers') },
];

const partyLabel = (r: TaxRegistration) =>
  t(r.partyKind === 'COMPANY' ? 'master.taxRegistrations.companyParty' : 'master.taxRegistrations.supplierParty', { name: r.name });
const kindOf = (r: TaxRegistration) => (r.partyKind === 'COMPANY' ? t('master.common.company') : t('master.common.supplier'));
const rowKey = (r: TaxRegistration) => `${r.instance}/${r.partyKind}/${r.partyId}`;
// antd's error text (#ff4d4f) is 3.26:1 on white: the message under a field is written in the AA red of the theme's tags.
const fieldError = (text: string) => <span style={{ color: '#cf1322' }}>{text}</span>;
const mono = (text: string | null) => (text ? <Typography.Text code>{text}</Typography.Text> : <Typography.Text type="secondary">-</Typography.Text>);

/** The edit modal: NPWP and NITKU checked as typed by the server's own rule, each message under its field. */
function EditModal({ party, onClose }: { party: TaxRegistration; onClose: () => void }) {
  const client = useQueryClient();
  // What finance recorded; an ERP-only NPWP is offered as the starting point (saving makes it finance's record).
  const [npwp, setNpwp] = useState(party.npwpPrinted ?? '');
  const [nitku, setNitku] = useState(party.nitkuPrinted ?? '');
  const [touched, setTouched] = useState({ npwp: false, nitku: false });
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const check = checkTaxRegistration({ npwp, nitku });
  const save = useMutation({
    mutationFn: () =>
      callApi(taxRegistrationsApi.save, { params: { instance: party.instance, partyKind: party.partyKind, partyId: party.partyId }, body: { npwp, nitku } }),
    onSuccess: (saved) => {
      for (const note of saved.notes) void message.success(translateMessage(note));
      void client.invalidateQueries({ queryKey: keys.all });
      onClose();
    },
    onError: (error) => setServerErrors(errorMessages(error)),
  });
  const submit = () => {
    setTouched({ npwp: true, nitku: true });
    if (!check.errors.npwp && !check.errors.nitku) save.mutate();
  };
  const npwpError = touched.npwp ? check.errors.npwp : undefined;
  const nitkuError = touched.nitku ? check.errors.nitku : undefined;
  const npwp16 = normalizeNpwp(npwp);
  return (
    <Modal
      open
      title={t('master.taxRegistrations.modalTitle', { name: party.name })}
      onCancel={onClose}
      destroyOnHidden
      width={620}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('master.common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={submit}>
          {t('master.common.save')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        {serverErrors.length ? <Alert type="error" showIcon title={serverErrors.map(translateMessage).join(' ')} /> : null}
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {kindOf(party)} {party.partyNumber} ({party.instance}).{' '}
          {party.erpNpwp
            ? t('master.taxRegistrations.erpHasNpwp', { npwp: party.erpNpwp })
            : party.partyKind === 'SUPPLIER'
              ? t('master.taxRegistrations.erpHasNoNpwp')
              : ''}{' '}
          {t('master.taxRegistrations.leaveEmpty')}
        </Typography.Paragraph>
        {/* The Form.Items have no name, so antd does not tie each message to its field: the inputs say
            aria-describedby (and aria-invalid) themselves, and the message is read when it changes. */}
        <Form layout="vertical" component="div">
          <Form.Item
            label="NPWP"
            htmlFor="tax-npwp"
            validateStatus={npwpError ? 'error' : undefined}
            help={
              <span id="tax-npwp-help" aria-live="polite">
                {npwpError
                  ? fieldError(translateMessage(npwpError))
                  : check.convertedFrom15 && check.npwp
                    ? MSG.willConvert(check.npwp)
                    : t('master.taxRegistrations.npwpHelp')}
              </span>
            }
          >
            <Input
              id="tax-npwp"
              aria-describedby="tax-npwp-help"
              aria-invalid={!!npwpError}
              value={npwp}
              maxLength={TAX_REGISTRATION_LIMITS.field}
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => setNpwp(e.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, npwp: true }))}
            />
          </Form.Item>
          <Form.Item
            label="NITKU"
            htmlFor="tax-nitku"
            validateStatus={nitkuError ? 'error' : undefined}
            help={
              <span id="tax-nitku-help" aria-live="polite">
                {nitkuError ? fieldError(translateMessage(nitkuError)) : t('master.taxRegistrations.nitkuHelp')}
              </span>
            }
          >
            <Flex gap={8}>
              <Input
                id="tax-nitku"
                aria-describedby="tax-nitku-help"
                aria-invalid={!!nitkuError}
                value={nitku}
                maxLength={TAX_REGISTRATION_LIMITS.field}
                inputMode="numeric"
                autoComplete="off"
                onChange={(e) => setNitku(e.target.value)}
                onBlur={() => setTouched((t) => ({ ...t, nitku: true }))}
              />
              <Button
                disabled={!npwp16}
                onClick={() => {
                  setNitku(formatNitku(headOfficeNitku(npwp16!)));
                  setTouched((t) => ({ ...t, nitku: true }));
                }}
              >
                {t('master.taxRegistrations.useHeadOffice')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}

/** `/#/master/tax-registrations`: each company's and supplier's NPWP and NITKU as Coretax writes them (finance). */
export function TaxRegistrationsPage() {
  const initial: Filters = { search: '', partyKind: '' };
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list });
  const [editing, setEditing] = useState<TaxRegistration | null>(null);
  const q: Query | null = list.query && {
    page: list.query.page,
    pageSize: list.query.pageSize,
    search: list.query.filters.search.trim() || undefined,
    partyKind: list.query.filters.partyKind || undefined,
  };
  const result = useQuery({
    queryKey: keys.list(q ?? { page: 1, pageSize: PAGE_SIZES.list.size }),
    queryFn: ({ signal }) => callApi(taxRegistrationsApi.list, { query: q!, signal }),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<TaxRegistration> = [
    { title: t('master.taxRegistrations.name'), dataIndex: 'name', width: 300, ellipsis: { showTitle: true } },
    {
      title: t('master.taxRegistrations.kind'),
      key: 'kind',
      width: 100,
      render: (_: unknown, r) => kindOf(r),
    },
    {
      title: t('master.taxRegistrations.number'),
      key: 'number',
      width: 150,
      render: (_: unknown, r) => <span style={{ whiteSpace: 'nowrap' }}>{`${r.instance} ${r.partyNumber}`}</span>,
    },
    { title: 'NPWP', key: 'npwp', width: 200, render: (_: unknown, r) => mono(r.npwpPrinted) },
    { title: 'NITKU', key: 'nitku', width: 250, render: (_: unknown, r) => mono(r.nitkuPrinted) },
    {
      title: t('master.taxRegistrations.source'),
      key: 'source',
      width: 140,
      render: (_: unknown, r) => <Tag color={SOURCE_TAGS[r.source].color}>{t(SOURCE_TAGS[r.source].label)}</Tag>,
    },
    {
      title: t('master.common.lastChange'),
      key: 'updated',
      width: 180,
      render: (_: unknown, r) =>
        r.updatedAt
          ? r.updatedBy
            ? t('master.common.changedBy', { date: formatDateTime(r.updatedAt), user: r.updatedBy })
            : formatDateTime(r.updatedAt)
          : '-',
    },
    {
      title: t('master.common.action'),
      key: 'action',
      width: 80,
      render: (_: unknown, r) => (
        <Button size="small" onClick={() => setEditing(r)} aria-label={t('master.taxRegistrations.editOf', { party: partyLabel(r) })}>
          {t('master.common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPage<TaxRegistration>
        list={list}
        result={{ data: result.data, isFetching: result.isFetching, error: result.error }}
        filters={
          <FilterCard<Filters> initialValues={initial} onSearch={list.search}>
            <Col xs={24} md={10}>
              <Form.Item label={t('master.taxRegistrations.search')} name="search" htmlFor="tax-search">
                <Input id="tax-search" allowClear maxLength={TAX_REGISTRATION_LIMITS.search} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.taxRegistrations.show')} name="partyKind" htmlFor="tax-kind">
                <Select id="tax-kind" options={kindOptions()} />
              </Form.Item>
            </Col>
          </FilterCard>
        }
        columns={columns}
        rowKey={rowKey}
        noun={{ one: t('master.taxRegistrations.one'), other: t('master.taxRegistrations.other') }}
        emptyText={t('master.taxRegistrations.empty')}
        scrollX={1520}
      />
      {editing ? <EditModal key={rowKey(editing)} party={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
