import { useEffect } from 'react';
import { Button, Card, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { USER_LIMITS, USER_MESSAGES, USER_TYPES, userFormSchema, validateUserForm, type User, type UserForm } from '@faktura/domain';
import { DateField } from '../../../components/date-field';
import { FormPage, formValues, useFormPage, withFlash } from '../../../components/form-page';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session';
import { useUser, useUserFormOptions } from '../api/get-user';
import { useSaveUser } from '../api/save-user';
import { t, translateMessage } from '../../../i18n';

const LIST_PATH = '/master/user';
/** Back to the list 3 s after a save. */
const REDIRECT_MS = 3000;

const blank: UserForm = userFormSchema.parse({});

function initialOf(user: User | undefined): UserForm {
  if (!user) return blank;
  return {
    ...blank,
    username: user.username,
    typeUser: user.typeUser,
    role: user.role,
    company: user.company,
    startDate: user.startDate ?? '',
    endDate: user.endDate ?? '',
    userCode: user.userCode,
    description: user.description,
    email: user.email,
    active: user.active,
  };
}

/** `/#/master/user/create` and `/#/master/user/edit/:username`. */
export function UserFormPage() {
  const username = useParams().username ?? null;
  const user = useUser(username);
  if (username && !user.data) return user.error ? <UserFormView mode="update" loadError={user.error} /> : <PageLoading />;
  // Keyed by the user, not by when it was fetched: the refetch after a save must not remount the
  // form and lose its success message.
  return <UserFormView key={username ?? ''} mode={username ? 'update' : 'create'} initial={initialOf(user.data)} />;
}

function UserFormView({ mode, initial = blank, loadError }: { mode: 'create' | 'update'; initial?: UserForm; loadError?: unknown }) {
  const navigate = useNavigate();
  const canWrite = useSession()?.user.typeUser === 'ORACLE';
  const [form] = Form.useForm<UserForm>();
  const page = useFormPage();
  const options = useUserFormOptions();
  const save = useSaveUser(mode);
  const done = save.isSuccess;
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(
      () => void navigate(LIST_PATH, withFlash(translateMessage(mode === 'create' ? USER_MESSAGES.created : USER_MESSAGES.saved))),
      REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, mode, navigate]);

  const submit = () => {
    const values = formValues(form);
    const payload: UserForm = { ...values, username: values.username.trim() };
    if (!page.validate(validateUserForm(payload, mode))) return;
    save.mutate(payload, {
      onSuccess: () => page.showSuccess(translateMessage(mode === 'create' ? USER_MESSAGES.created : USER_MESSAGES.saved)),
      onError: page.showFailure,
    });
  };
  const readOnly = !canWrite || done;

  return (
    <FormPage page={page} loadErrors={[loadError, options.error]}>
      <Card title={mode === 'create' ? t('master.users.add') : t('master.users.editTitle', { username: initial.username })} size="small">
        <Form<UserForm> form={form} initialValues={initial} layout="vertical" component="div" disabled={readOnly}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.username')} name="username" htmlFor="user-username" required>
                <Input id="user-username" maxLength={USER_LIMITS.username} disabled={mode === 'update'} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label={t('master.users.password')}
                name="password"
                htmlFor="user-password"
                required={mode === 'create'}
                extra={mode === 'update' ? t('master.users.keepPassword') : undefined}
              >
                <Input.Password id="user-password" maxLength={USER_LIMITS.password} autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.users.userCode')} name="userCode" htmlFor="user-code" required>
                <Input id="user-code" maxLength={USER_LIMITS.userCode} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.company')} name="company" htmlFor="user-company" required>
                <Select
                  id="user-company"
                  aria-label={t('master.common.company')}
                  placeholder={t('master.common.selectCompany')}
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={options.isFetching}
                  options={(options.data?.companies ?? []).map((c) => ({ value: c.value, label: c.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.role')} name="role" htmlFor="user-role" required>
                <Select
                  id="user-role"
                  aria-label={t('master.common.role')}
                  placeholder={t('master.common.selectRole')}
                  loading={options.isFetching}
                  options={(options.data?.roles ?? []).map((r) => ({ value: r.code, label: `${r.code} - ${r.description}` }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.users.userType')} name="typeUser" htmlFor="user-type" required>
                <Select id="user-type" aria-label={t('master.users.userType')} options={USER_TYPES.map((type) => ({ value: type, label: type }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.startDate')} name="startDate" htmlFor="user-start">
                <DateField id="user-start" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.endDate')} name="endDate" htmlFor="user-end" extra={t('master.users.endDateExtra')}>
                <DateField id="user-end" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.email')} name="email" htmlFor="user-email">
                <Input id="user-email" type="email" maxLength={USER_LIMITS.email} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item label={t('master.users.description')} name="description" htmlFor="user-description" extra={t('master.users.transportExtra')}>
                <Input.TextArea id="user-description" rows={4} maxLength={USER_LIMITS.description} />
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
        <Button style={{ marginLeft: 8 }} onClick={() => void navigate(LIST_PATH)}>
          {t('master.common.cancel')}
        </Button>
      </Card>
    </FormPage>
  );
}
