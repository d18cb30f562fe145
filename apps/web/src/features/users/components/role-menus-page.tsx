import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Form, Row, Select } from 'antd';
import { MENU_PAGES, USER_MESSAGES } from '@faktura/domain';
import { FormPage, useFormPage } from '../../../components/form-page';
import { useRoles, useSaveRoleMenus } from '../api/roles';

/**
 * `/#/master/role`: finance chooses which menu pages (the legacy PAGE_NO codes) a role opens.
 * A user's sidebar is read at login, so a change shows at each user's next login.
 */
export function RoleMenusPage() {
  const roles = useRoles();
  const save = useSaveRoleMenus();
  const page = useFormPage();
  const [code, setCode] = useState<string>();
  const [chosen, setChosen] = useState<number[]>([]);
  const pick = (next: string) => {
    setCode(next);
    setChosen(roles.data?.items.find((r) => r.code === next)?.pageNos ?? []);
  };
  const submit = () => {
    if (!code) return;
    save.mutate({ code, pageNos: chosen }, { onSuccess: () => page.showSuccess(USER_MESSAGES.menusSaved), onError: page.showFailure });
  };

  return (
    <FormPage page={page} loadErrors={[roles.error]}>
      <Card title="Role Menus" size="small">
        <Alert type="info" showIcon title="Menu changes show in a user's sidebar at their next login." style={{ marginBottom: 12 }} />
        <Form layout="vertical" component="div">
          <Form.Item label="Role" htmlFor="role-code" required>
            <Select
              id="role-code"
              aria-label="Role"
              placeholder="Select role"
              loading={roles.isFetching}
              value={code}
              onChange={pick}
              options={(roles.data?.items ?? []).map((r) => ({ value: r.code, label: `${r.code} - ${r.description}` }))}
              style={{ maxWidth: 420 }}
            />
          </Form.Item>
          {code ? (
            <Form.Item label="Menu pages">
              <Checkbox.Group value={chosen} onChange={(values) => setChosen(values)} style={{ width: '100%' }}>
                <Row gutter={[8, 8]}>
                  {MENU_PAGES.map((p) => (
                    <Col key={p.pageNo} xs={24} md={12} lg={8}>
                      <Checkbox value={p.pageNo}>
                        {p.pageNo} {p.label}
                      </Checkbox>
                    </Col>
                  ))}
                </Row>
              </Checkbox.Group>
            </Form.Item>
          ) : null}
        </Form>
        <Button type="primary" onClick={submit} disabled={!code} loading={save.isPending}>
          Save
        </Button>
      </Card>
    </FormPage>
  );
}
