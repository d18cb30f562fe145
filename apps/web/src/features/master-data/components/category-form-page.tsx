import { Button, Card, Col, Flex, Form, Input, Row, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CATEGORY_MESSAGES, MASTER_LIMITS, validateCategory, type CategoryForm, type CategoryRecord, type CompanyOption } from '@faktura/domain';
import { CompanyField } from '../../../components/company-field';
import { Icon } from '../../../components/icon';
import { useSession } from '../../../lib/session';
import { useAccounts } from '../api/get-accounts';
import { useCategory } from '../api/get-category';
import { useDeleteCategory } from '../api/delete-category';
import { useSaveCategory } from '../api/save-category';
import { AccountSelect } from './account-select';
import { MasterForm, MasterRecordPage, useMasterForm } from './master-form';
import { t, translateMessage } from '../../../i18n';

type DetailValues = { id?: number; name?: string; accountId?: number };
type Values = { company: CompanyOption | null; name: string; accountId?: number; details: DetailValues[] };

const LIST_PATH = '/master/category';

function toPayload(v: Values): CategoryForm {
  return {
    orgId: v.company?.orgId ?? 0,
    instance: v.company?.instance ?? '',
    name: v.name ?? '',
    accountId: v.accountId ?? 0,
    details: (v.details ?? []).map((d) => ({ id: d.id ?? 0, name: d.name ?? '', accountId: d.accountId ?? 0 })),
  };
}

function initialValues(record: CategoryRecord | undefined, companies: readonly CompanyOption[], fallback: CompanyOption | null): Values {
  if (!record) return { company: fallback, name: '', details: [{}] };
  const company = companies.find((c) => c.orgId === record.orgId && c.instance === record.instance) ?? {
    orgId: record.orgId,
    instance: record.instance,
    name: record.company,
    vendorId: null,
    email: null,
  };
  return {
    company,
    name: record.name,
    accountId: record.accountId ?? undefined,
    details: record.details.map((d) => ({ id: d.id, name: d.name, accountId: d.accountId ?? undefined })),
  };
}

/** `/#/master/category/:id` (id 0 adds one): company, name, account and detail lines; finance saves, PIC reads. */
export function CategoryFormPage() {
  const session = useSession();
  return (
    <MasterRecordPage param="id" useRecord={useCategory} listPath={LIST_PATH}>
      {(id, record) => <CategoryForm id={id} initial={initialValues(record, session?.companies ?? [], session?.user.company ?? null)} />}
    </MasterRecordPage>
  );
}

function CategoryForm({ id, initial }: { id: number; initial: Values }) {
  const session = useSession();
  const m = useMasterForm({
    id,
    listPath: LIST_PATH,
    messages: CATEGORY_MESSAGES,
    toPayload,
    validate: validateCategory,
    save: useSaveCategory(id),
    remove: useDeleteCategory(id),
  });
  const readOnly = !m.canWrite;
  const company = Form.useWatch('company', m.form) ?? initial.company;
  const accounts = useAccounts(company);
  const accountOptions = accounts.data?.items ?? [];

  return (
    <MasterForm state={m} initial={initial} loadErrors={[accounts.error]}>
      <Card title={id ? t('master.category.title') : t('master.category.newTitle')} size="small">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={t('master.common.company')} name="company" htmlFor="category-form-company" required>
              {/* A category's accounts belong to its company: the company is chosen once, when it is made. */}
              <CompanyField id="category-form-company" companies={session?.companies ?? []} fixed={id ? (initial.company ?? null) : null} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('master.category.name')} name="name" htmlFor="category-form-name" required>
              <Input id="category-form-name" maxLength={MASTER_LIMITS.categoryName} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('master.common.account')} name="accountId" htmlFor="category-form-account" required>
              <AccountSelect
                id="category-form-account"
                aria-label={t('master.common.account')}
                accounts={accountOptions}
                loading={accounts.isFetching}
                disabled={!company || readOnly}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('master.category.details')} size="small" style={{ marginTop: 14 }}>
        <Form.List name="details">
          {(fields, { add, remove: removeLine }) => (
            <Flex vertical gap={10}>
              <Table
                size="small"
                rowKey="key"
                dataSource={fields}
                pagination={false}
                locale={{ emptyText: translateMessage(CATEGORY_MESSAGES.detailEmpty) }}
                columns={[
                  { title: t('master.common.number'), key: 'no', width: 60, render: (_: unknown, _f, i) => i + 1 },
                  {
                    title: t('master.category.detail'),
                    key: 'name',
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'name']} noStyle>
                        <Input aria-label={t('master.category.detailInput', { n: f.name + 1 })} maxLength={MASTER_LIMITS.detailName} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('master.category.coa'),
                    key: 'accountId',
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'accountId']} noStyle>
                        <AccountSelect
                          aria-label={t('master.category.detailCoa', { n: f.name + 1 })}
                          accounts={accountOptions}
                          loading={accounts.isFetching}
                          disabled={!company || readOnly}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '',
                    key: 'delete',
                    width: 60,
                    render: (_: unknown, f) =>
                      readOnly ? null : (
                        <Button
                          danger
                          aria-label={t('master.category.deleteDetail', { n: f.name + 1 })}
                          icon={<Icon of={DeleteOutlined} />}
                          onClick={() => removeLine(f.name)}
                        />
                      ),
                  },
                ]}
              />
              {readOnly ? null : (
                <Button icon={<Icon of={PlusOutlined} />} onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
                  {t('master.common.addLine')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Card>
    </MasterForm>
  );
}
