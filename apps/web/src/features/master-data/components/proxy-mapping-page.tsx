import { useState } from 'react';
import { Button, Card, Col, Flex, Form, Popconfirm, Row, Select, Tag, type TableColumnsType } from 'antd';
import {
  jakartaDate,
  PROXY_MAPPING_MESSAGES as MSG,
  PAGE_SIZES,
  validateProxyMapping,
  type CompanyOption,
  type ProxyMapping,
  type ProxyMappingForm,
} from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { DateField } from '../../../components/date-field';
import { FormPage, formValues, useFormPage } from '../../../components/form-page';
import { FilterCard, ListPage, useListQuery } from '../../../components/list-page';
import { SupplierSelect } from '../../../components/supplier-select';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDeleteProxyMapping } from '../api/delete-proxy-mapping';
import { usePicUsers, useProxyMappings } from '../api/get-proxy-mappings';
import { useSaveProxyMapping } from '../api/save-proxy-mapping';
import { proxyFailureMessages } from './failure';
import { t, translateMessage } from '../../../i18n';

type Values = { company: CompanyOption | null; userId?: number; vendorId?: number; startDate?: string; endDate?: string };
type Filters = { company: CompanyOption | null };

const toPayload = (v: Values): ProxyMappingForm => ({
  orgId: v.company?.orgId ?? 0,
  instance: v.company?.instance ?? '',
  userId: v.userId ?? 0,
  vendorId: v.vendorId ?? 0,
  startDate: v.startDate ?? '',
  endDate: v.endDate ?? '',
});

function windowTag(m: ProxyMapping) {
  // The status colour presets: the theme keeps their text readable (AA contrast).
  if (m.current) return <Tag color="success">{t('master.proxyMapping.active')}</Tag>;
  return m.endDate && m.endDate < jakartaDate() ? (
    <Tag>{t('master.proxyMapping.ended')}</Tag>
  ) : (
    <Tag color="processing">{t('master.proxyMapping.upcoming')}</Tag>
  );
}

/**
 * `/#/master/vendor-proxy`: finance maps a PIC to a supplier from a start to an
 * end date (the PIC sees that supplier's data only inside it); a PIC sees its own mappings.
 */
export function ProxyMappingPage() {
  const session = useSession();
  const canWrite = session?.user.typeUser === 'ORACLE';
  const companies = session?.companies ?? [];
  const [form] = Form.useForm<Values>();
  const company = Form.useWatch('company', form) ?? null;
  const [editing, setEditing] = useState<ProxyMapping | null>(null);
  const page = useFormPage();
  const pics = usePicUsers(canWrite);
  const save = useSaveProxyMapping();
  const remove = useDeleteProxyMapping();
  const initialFilters: Filters = { company: null };
  const list = useListQuery({ initial: initialFilters, sizes: PAGE_SIZES.list });
  const q = list.query;
  const result = useProxyMappings(q && { page: q.page, pageSize: q.pageSize, orgId: q.filters.company?.orgId, instance: q.filters.company?.instance });
  const blank: Values = { company: session?.user.company ?? null };

  const startOver = () => {
    setEditing(null);
    form.resetFields();
  };
  const submit = () => {
    const payload = toPayload(formValues(form));
    if (!page.validate(validateProxyMapping(payload))) return;
    save.mutate(
      { id: editing?.id ?? 0, form: payload },
      {
        onSuccess: () => {
          page.showSuccess(translateMessage(MSG.saved));
          startOver();
        },
        onError: (error) => page.showErrors(proxyFailureMessages(error)),
      },
    );
  };
  const edit = (m: ProxyMapping) => {
    setEditing(m);
    const mapped = companies.find((c) => c.orgId === m.orgId && c.instance === m.instance) ?? {
      orgId: m.orgId,
      instance: m.instance,
      name: m.company,
      vendorId: null,
      email: null,
    };
    form.setFieldsValue({ company: mapped, userId: m.userId, vendorId: m.vendorId, startDate: m.startDate ?? '', endDate: m.endDate ?? '' });
  };
  const deleteMapping = (m: ProxyMapping) =>
    remove.mutate(m.id, { onSuccess: () => page.showSuccess(translateMessage(MSG.deleted)), onError: (error) => page.showErrors(proxyFailureMessages(error)) });

  const columns: TableColumnsType<ProxyMapping> = [
    { title: t('master.proxyMapping.pic'), dataIndex: 'username', width: 130 },
    { title: t('master.common.supplier'), dataIndex: 'vendorName', ellipsis: true },
    { title: t('master.common.company'), dataIndex: 'company', ellipsis: true },
    { title: t('master.common.startDate'), dataIndex: 'startDate', width: 120, render: (d: string | null) => formatDate(d) || '-' },
    { title: t('master.common.endDate'), dataIndex: 'endDate', width: 120, render: (d: string | null) => formatDate(d) || '-' },
    { title: t('master.common.status'), key: 'status', width: 100, render: (_: unknown, m) => windowTag(m) },
  ];
  if (canWrite) {
    columns.push({
      title: t('master.common.action'),
      key: 'action',
      width: 150,
      render: (_: unknown, m) => (
        <Flex gap={4}>
          <Button size="small" onClick={() => edit(m)}>
            {t('master.common.edit')}
          </Button>
          <Popconfirm
            title={translateMessage(MSG.confirmDelete)}
            okText={t('master.common.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('master.common.no')}
            onConfirm={() => deleteMapping(m)}
          >
            <Button size="small" danger>
              {t('master.common.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    });
  }

  return (
    <FormPage page={page} loadErrors={[pics.error]}>
      {canWrite ? (
        <Card
          title={editing ? t('master.proxyMapping.editTitle', { user: editing.username, supplier: editing.vendorName }) : t('master.proxyMapping.newTitle')}
          size="small"
        >
          <Form
            form={form}
            initialValues={blank}
            layout="vertical"
            component="div"
            onValuesChange={(changed: Partial<Values>) => 'company' in changed && form.setFieldValue('vendorId', undefined)}
          >
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item label={t('master.common.company')} name="company" htmlFor="proxy-company" required>
                  <CompanyField id="proxy-company" companies={companies} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={t('master.common.user')} name="userId" htmlFor="proxy-user" required>
                  <Select
                    id="proxy-user"
                    aria-label={t('master.common.user')}
                    placeholder={t('master.proxyMapping.selectPic')}
                    showSearch={{ optionFilterProp: 'label' }}
                    loading={pics.isFetching}
                    options={(pics.data?.items ?? []).map((u) => ({ value: u.userId, label: u.description ? `${u.username} (${u.description})` : u.username }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={t('master.common.supplier')} name="vendorId" htmlFor="proxy-supplier" required>
                  <SupplierSelect id="proxy-supplier" instance={company?.instance ?? 'AAM'} orgId={company?.orgId} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={t('master.common.startDate')} name="startDate" htmlFor="proxy-start" extra={t('master.proxyMapping.fromToday')}>
                  <DateField id="proxy-start" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={t('master.common.endDate')} name="endDate" htmlFor="proxy-end" extra={t('master.proxyMapping.noEnd')}>
                  <DateField id="proxy-end" />
                </Form.Item>
              </Col>
            </Row>
          </Form>
          <Flex gap={8}>
            <Button type="primary" loading={save.isPending} onClick={submit}>
              {t('master.common.save')}
            </Button>
            <Button onClick={startOver}>{editing ? t('master.common.cancel') : t('master.common.reset')}</Button>
          </Flex>
        </Card>
      ) : null}
      <ListPage<ProxyMapping>
        list={list}
        result={result}
        filters={
          <FilterCard<Filters> initialValues={initialFilters} onSearch={list.search}>
            <Col xs={24} md={10}>
              <Form.Item label={t('master.common.company')} name="company" htmlFor="proxy-list-company">
                <CompanyField id="proxy-list-company" companies={companies} allowClear placeholder={t('master.common.allCompanies')} />
              </Form.Item>
            </Col>
          </FilterCard>
        }
        columns={columns}
        rowKey="id"
        noun={{ one: t('master.common.mappingOne'), other: t('master.common.mappingOther') }}
        emptyText={t('master.proxyMapping.empty')}
        scrollX={900}
      />
    </FormPage>
  );
}
