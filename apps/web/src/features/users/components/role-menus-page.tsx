import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Form, Row, Select } from 'antd';
import { MENU_PAGES, USER_MESSAGES } from '@faktura/domain';
import { t, translateMessage, type MessageKey } from '../../../i18n';
import { FormPage, useFormPage } from '../../../components/form-page';
import { useRoles, useSaveRoleMenus } from '../api/roles';

/** A menu page's name in the chosen language (English: MENU_PAGES' label), by its PAGE_NO; a page not in the catalogue keeps MENU_PAGES' name. */
function pageLabel(page: { pageNo: number; label: string }): string {
  const key = `master.roleMenus.page${page.pageNo}` as MessageKey;
  const text = t(key);
  return text === key ? page.label : text;
}

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
    save.mutate({ code, pageNos: chosen }, { onSuccess: () => page.showSuccess(translateMessage(USER_MESSAGES.menusSaved)), onError: page.showFailure });
  };

  return (
    <FormPage page={page} loadErrors={[roles.error]}>
      <Card title={t('master.roleMenus.title')} size="small">
        <Alert type="info" showIcon title={t('master.roleMenus.nextLogin')} style={{ marginBottom: 12 }} />
        <Form layout="vertical" component="div">
          <Form.Item label={t('master.common.role')} htmlFor="role-code" required>
            <Select
              id="role-code"
              aria-label={t('master.common.role')}
              placeholder={t('master.common.selectRole')}
              loading={roles.isFetching}
              value={code}
              onChange={pick}
              options={(roles.data?.items ?? []).map((r) => ({ value: r.code, label: `${r.code} - ${r.description}` }))}
              style={{ maxWidth: 420 }}
            />
          </Form.Item>
          {code ? (
            <Form.Item label={t('master.roleMenus.pages')}>
              <Checkbox.Group value={chosen} onChange={(values) => setChosen(values)} style={{ width: '100%' }}>
                <Row gutter={[8, 8]}>
                  {MENU_PAGES.map((p) => (
                    <Col key={p.pageNo} xs={24} md={12} lg={8}>
                      <Checkbox value={p.pageNo}>
                        {p.pageNo} {pageLabel(p)}
                      </Checkbox>
                    </Col>
                  ))}
                </Row>
              </Checkbox.Group>
            </Form.Item>
          ) : null}
        </Form>
        <Button type="primary" onClick={submit} disabled={!code} loading={save.isPending}>
          {t('master.common.save')}
        </Button>
      </Card>
    </FormPage>
  );
}
