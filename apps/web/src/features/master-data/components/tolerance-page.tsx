import { useState } from 'react';
import { Button, Col, Form, Input, Modal, Popconfirm, Row, Typography, type TableColumnsType } from 'antd';
import {
  PAGE_SIZES,
  TOLERANCE_SETTING_MESSAGES as MSG,
  validateToleranceForm,
  type CompanyOption,
  type CompanyTolerance,
  type ToleranceForm,
} from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { FormPage, FormPageAlerts, formValues, useFormPage } from '../../../components/form-page';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { useSession } from '../../../lib/session';
import { useCompanyTolerances, useSaveTolerances } from '../api/match-tolerances';
import { changedAt } from './changed-at';
import { failureMessages } from './failure';
import { t, translateMessage } from '../../../i18n';

type Filters = { company: CompanyOption | null };
type Values = { pricePct: string; quantityPct: string; qtyReceivedPct: string };
const FIELDS = ['pricePct', 'quantityPct', 'qtyReceivedPct'] as const;
// The fields' names in the chosen language; English equals the domain's TOLERANCE_FIELD_LABELS.
const label = (field: (typeof FIELDS)[number]) => t(`master.tolerance.${field}`);

const shown = (pct: string | null) => (pct === null ? <Typography.Text type="secondary">{translateMessage(MSG.notChecked)}</Typography.Text> : `${pct}%`);
const valuesOf = (c: CompanyTolerance): Values => ({ pricePct: c.pricePct ?? '', quantityPct: c.quantityPct ?? '', qtyReceivedPct: c.qtyReceivedPct ?? '' });

/** The edit modal: three percentages, empty = that check is not made; Save asks first, as the other master screens do. */
function ToleranceModal({ company, onClose, onSaved }: { company: CompanyTolerance; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const page = useFormPage({ scroll: false });
  const save = useSaveTolerances();
  const [confirming, setConfirming] = useState(false);
  const values = (): ToleranceForm => ({ ...valuesOf(company), ...formValues(form) });
  const check = () => page.validate(validateToleranceForm(values()));
  const submit = () =>
    save.mutate(
      { instance: company.instance, orgId: company.orgId, ...values() },
      { onSuccess: onSaved, onError: (error) => page.showErrors(failureMessages(MSG.saveFailed, error)) },
    );
  return (
    <Modal
      open
      title={t('master.tolerance.modalTitle', { company: company.company })}
      onCancel={onClose}
      destroyOnHidden
      width={760}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('master.common.cancel')}
        </Button>,
        <Popconfirm
          key="save"
          title={translateMessage(MSG.confirmUpdate)}
          okText={t('master.common.update')}
          cancelText={t('master.common.no')}
          open={confirming}
          onConfirm={() => {
            setConfirming(false);
            submit();
          }}
          onCancel={() => setConfirming(false)}
        >
          {/* The form's own rules first: a wrong field is shown, not asked about. */}
          <Button type="primary" loading={save.isPending} onClick={() => setConfirming(check())}>
            {t('master.common.save')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <div style={{ marginBottom: 12 }}>
        <FormPageAlerts page={page} />
      </div>
      <Typography.Paragraph type="secondary">{t('master.tolerance.explain')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={valuesOf(company)} component="div">
        <Row gutter={16}>
          {FIELDS.map((name) => (
            <Col xs={24} md={8} key={name}>
              <Form.Item label={label(name)} name={name} htmlFor={`tolerance-${name}`}>
                <Input
                  id={`tolerance-${name}`}
                  inputMode="decimal"
                  suffix="%"
                  maxLength={12}
                  placeholder={translateMessage(MSG.notChecked)}
                  style={{ textAlign: 'right' }}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}

/**
 * `/#/master/tolerance`: each company's match tolerances after Oracle's tolerance template
 * (price %, quantity ordered %, quantity received %). Finance edits one company at a time in a modal.
 */
export function TolerancePage() {
  const session = useSession();
  const page = useFormPage();
  const [editing, setEditing] = useState<CompanyTolerance | null>(null);
  const initial: Filters = { company: null };
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list });
  const result = useCompanyTolerances();
  const company = list.query?.filters.company;
  const items = (result.data?.items ?? []).filter((c) => !company || (c.instance === company.instance && c.orgId === company.orgId));

  const columns: TableColumnsType<CompanyTolerance> = [
    { title: t('master.common.company'), dataIndex: 'company' },
    { title: t('master.tolerance.instance'), dataIndex: 'instance', width: 100 },
    ...FIELDS.map((f) => ({ title: label(f), key: f, width: 150, align: 'right' as const, render: (_: unknown, c: CompanyTolerance) => shown(c[f]) })),
    {
      title: t('master.common.lastChange'),
      key: 'updated',
      width: 190,
      render: (_: unknown, c: CompanyTolerance) => (c.updatedAt ? changedAt(c.updatedAt, c.updatedBy) : '-'),
    },
    {
      title: t('master.common.action'),
      key: 'action',
      width: 90,
      render: (_: unknown, c: CompanyTolerance) => (
        <Button size="small" onClick={() => setEditing(c)} aria-label={t('master.tolerance.editOf', { company: c.company })}>
          {t('master.common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <FormPage page={page}>
      <ListPage<CompanyTolerance>
        list={list}
        result={{ data: result.data ? { items } : undefined, isFetching: result.isFetching, error: result.error }}
        filters={
          <FilterCard<Filters> initialValues={initial} onSearch={list.search}>
            <Col xs={24} md={10}>
              <Form.Item label={t('master.common.company')} name="company" htmlFor="tolerance-company">
                <CompanyField id="tolerance-company" companies={session?.companies ?? []} allowClear placeholder={t('master.common.allCompanies')} />
              </Form.Item>
            </Col>
          </FilterCard>
        }
        columns={columns}
        rowKey={(c) => `${c.instance}/${c.orgId}`}
        noun={{ one: t('master.tolerance.one'), other: t('master.tolerance.other') }}
        emptyText={translateMessage(MSG.empty)}
        scrollX={1000}
      />
      {editing ? (
        <ToleranceModal
          company={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            page.showSuccess(translateMessage(MSG.saved));
          }}
        />
      ) : null}
    </FormPage>
  );
}
