import { useEffect } from 'react';
import { Button, Card, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { USER_LIMITS, USER_MESSAGES, parseCompanyValue, validateUserMapping, type UserMapping, type UserMappingForm } from '@faktura/domain';
import { FormPage, formValues, useFormPage, withFlash } from '../../../components/form-page';
import { PageLoading } from '../../../components/page-loading';
import { SupplierSelect } from '../../../components/supplier-select';
import { useSession } from '../../../lib/session';
import { useUserFormOptions } from '../api/get-user';
import { useSaveUserMapping, useUserMapping } from '../api/user-mappings';
import { UserSelect } from './user-select';
import { t, translateMessage } from '../../../i18n';

type Values = { username?: string; userId: number; company: string; vendorId?: number; active: 'Y' | 'N'; email: string };

export const MAPPING_LIST_PATH = '/master/user/mapping-list';
/** Back to the list 4 s after a mapping is saved. */
const REDIRECT_MS = 4000;

/** The edit URL of a mapping: the legacy query (mid, instance, orgid, vendorid, uid). */
export function mappingEditPath(m: UserMapping): string {
  const query = new URLSearchParams({ mid: String(m.id), instance: m.instance, orgid: String(m.orgId), vendorid: String(m.vendorId), uid: String(m.userId) });
  return `/master/user/mapping?${query.toString()}`;
}

const initialOf = (m: UserMapping | undefined): Values =>
  m
    ? { username: m.username, userId: m.userId, company: m.company, vendorId: m.vendorId, active: m.active, email: m.email }
    : { userId: 0, company: '', active: 'Y', email: '' };

/** `/#/master/user/mapping`: a user–vendor mapping; with `mid` it edits that one (its user fixed). */
export function UserMappingFormPage() {
  const mid = Number(useSearchParams()[0].get('mid') ?? 0) || null;
  const mapping = useUserMapping(mid);
  if (mid && !mapping.data) return mapping.error ? <MappingForm id={mid} loadError={mapping.error} /> : <PageLoading />;
  return <MappingForm key={mapping.dataUpdatedAt} id={mid} initial={initialOf(mapping.data)} />;
}

function MappingForm({ id, initial = initialOf(undefined), loadError }: { id: number | null; initial?: Values; loadError?: unknown }) {
  const navigate = useNavigate();
  const canWrite = useSession()?.user.typeUser === 'ORACLE';
  const [form] = Form.useForm<Values>();
  const company = parseCompanyValue(Form.useWatch('company', form) ?? initial.company);
  const page = useFormPage();
  const options = useUserFormOptions();
  const save = useSaveUserMapping();
  const done = save.isSuccess;
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(MAPPING_LIST_PATH, withFlash(translateMessage(USER_MESSAGES.mappingSaved))), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = () => {
    const v = formValues(form);
    const payload: UserMappingForm = {
      ...(id ? { id } : {}),
      userId: v.userId,
      company: v.company ?? '',
      vendorId: v.vendorId ?? 0,
      active: v.active,
      email: v.email ?? '',
    };
    if (!page.validate(validateUserMapping(payload))) return;
    save.mutate(payload, { onSuccess: () => page.showSuccess(translateMessage(USER_MESSAGES.mappingSaved)), onError: page.showFailure });
  };

  return (
    <FormPage page={page} loadErrors={[loadError, options.error]}>
      <Card title={id ? t('master.userMappings.editTitle') : t('master.userMappings.addTitle')} size="small">
        <Form<Values>
          form={form}
          initialValues={initial}
          layout="vertical"
          component="div"
          disabled={!canWrite || done}
          onValuesChange={(changed: Partial<Values>) => 'company' in changed && form.setFieldValue('vendorId', undefined)}
        >
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.username')} name="username" htmlFor="mapping-user" required>
                <UserSelect id="mapping-user" disabled={!!id} onChange={(username, userId) => form.setFieldsValue({ username, userId: userId ?? 0 })} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.company')} name="company" htmlFor="mapping-company" required>
                <Select
                  id="mapping-company"
                  aria-label={t('master.common.company')}
                  placeholder={t('master.common.selectCompany')}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(options.data?.companies ?? []).map((c) => ({ value: c.value, label: c.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.vendor')} name="vendorId" htmlFor="mapping-vendor" required>
                <SupplierSelect id="mapping-vendor" aria-label={t('master.common.vendor')} instance={company?.instance ?? 'AAM'} orgId={company?.orgId} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.email')} name="email" htmlFor="mapping-email">
                <Input id="mapping-email" type="email" maxLength={USER_LIMITS.email} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.active')} name="active" required>
                <Radio.Group
                  aria-label={t('master.common.active')}
                  options={[
                    { value: 'Y', label: 'Y' },
                    { value: 'N', label: 'N' },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {canWrite ? (
          <Button type="primary" onClick={submit} loading={save.isPending} disabled={done}>
            {t('master.common.save')}
          </Button>
        ) : null}
        <Button style={{ marginLeft: 8 }} onClick={() => void navigate(MAPPING_LIST_PATH)}>
          {t('master.common.cancel')}
        </Button>
      </Card>
    </FormPage>
  );
}
