import { Fragment, type ReactNode } from 'react';
import { Button, Flex, Form, Popconfirm, type FormInstance } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { FormPage, formValues, useFormPage, useNavigationFlash, withFlash, type FormPageState } from '../../../components/form-page';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session';
import { failureMessages } from './failure';
import { t, translateMessage } from '../../../i18n';

type Mutation<A, R> = { mutate: (arg: A, on: { onSuccess: (r: R) => void; onError: (e: unknown) => void }) => void; isPending: boolean };

type RecordPageProps<R> = {
  /** The route parameter holding the record's id (0 adds one). */
  param: string;
  useRecord: (id: number) => { data?: R; error: unknown };
  listPath: string;
  /** The form, keyed by the id; `record` is undefined when adding one. */
  children: (id: number, record: R | undefined) => ReactNode;
};

/** A master record's page: waits for the record, says why it could not load (with Back), then shows its form. */
export function MasterRecordPage<R>({ param, useRecord, listPath, children }: RecordPageProps<R>) {
  const id = Number(useParams()[param] ?? 0) || 0;
  const record = useRecord(id);
  if (id && !record.data) return record.error ? <LoadFailed listPath={listPath} error={record.error} /> : <PageLoading />;
  return <Fragment key={id}>{children(id, record.data)}</Fragment>;
}

function LoadFailed({ listPath, error }: { listPath: string; error: unknown }) {
  const navigate = useNavigate();
  const page = useFormPage();
  return (
    <FormPage page={page} loadErrors={[error]}>
      <Button onClick={() => void navigate(listPath)}>{t('master.common.back')}</Button>
    </FormPage>
  );
}

type Messages = { saved: string; saveFailed: string; deleted: string; deleteFailed: string; confirmUpdate: string; confirmDelete: string };

type FormOptions<V, P> = {
  id: number;
  listPath: string;
  messages: Messages;
  toPayload: (values: V) => P;
  validate: (payload: P) => string[];
  save: Mutation<P, { id: number }>;
  remove: Mutation<void, unknown>;
};

export type MasterFormState<V> = {
  id: number;
  form: FormInstance<V>;
  page: FormPageState;
  canWrite: boolean;
  listPath: string;
  messages: Messages;
  submit: () => void;
  deleteRecord: () => void;
  saving: boolean;
  deleting: boolean;
};

/**
 * A master record's form: finance creates, updates (after a confirm) and deletes; anyone else reads.
 * A new record saved opens at its own address; a deleted one goes back to the list, the success carried along.
 */
export function useMasterForm<V, P>({ id, listPath, messages, toPayload, validate, save, remove }: FormOptions<V, P>): MasterFormState<V> {
  const session = useSession();
  const navigate = useNavigate();
  const [form] = Form.useForm<V>();
  const page = useFormPage({ initialSuccess: useNavigationFlash() });
  const submit = () => {
    const payload = toPayload(formValues(form));
    if (!page.validate(validate(payload))) return;
    save.mutate(payload, {
      onSuccess: (saved) =>
        id ? page.showSuccess(translateMessage(messages.saved)) : void navigate(`${listPath}/${saved.id}`, withFlash(translateMessage(messages.saved))),
      onError: (error) => page.showErrors(failureMessages(messages.saveFailed, error)),
    });
  };
  const deleteRecord = () =>
    remove.mutate(undefined, {
      onSuccess: () => void navigate(listPath, withFlash(translateMessage(messages.deleted))),
      onError: (error) => page.showErrors(failureMessages(messages.deleteFailed, error)),
    });
  return {
    id,
    form,
    page,
    canWrite: session?.user.typeUser === 'ORACLE',
    listPath,
    messages,
    submit,
    deleteRecord,
    saving: save.isPending,
    deleting: remove.isPending,
  };
}

type MasterFormProps<V> = {
  state: MasterFormState<V>;
  initial: V;
  loadErrors: readonly unknown[];
  onValuesChange?: (changed: Partial<V>) => void;
  /** The form's cards. */
  children: ReactNode;
};

/** The form's alerts, its cards (read-only but for finance), then Cancel/Back, Create or Update and Delete. */
export function MasterForm<V>({ state, initial, loadErrors, onValuesChange, children }: MasterFormProps<V>) {
  const navigate = useNavigate();
  const { id, form, page, canWrite, listPath, messages } = state;
  return (
    <FormPage page={page} loadErrors={loadErrors}>
      <Form form={form} initialValues={initial as object} layout="vertical" component="div" disabled={!canWrite} onValuesChange={onValuesChange}>
        {children}
      </Form>
      <Flex gap={8} wrap>
        <Button onClick={() => void navigate(listPath)}>{canWrite ? t('master.common.cancel') : t('master.common.back')}</Button>
        {canWrite && !id ? (
          <Button type="primary" loading={state.saving} onClick={state.submit}>
            {t('master.common.create')}
          </Button>
        ) : null}
        {canWrite && id ? (
          <>
            <Popconfirm
              title={translateMessage(messages.confirmUpdate)}
              okText={t('master.common.update')}
              cancelText={t('master.common.no')}
              onConfirm={state.submit}
            >
              <Button type="primary" loading={state.saving}>
                {t('master.common.update')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={translateMessage(messages.confirmDelete)}
              description={t('master.common.cannotUndo')}
              okText={t('master.common.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('master.common.no')}
              onConfirm={state.deleteRecord}
            >
              <Button danger loading={state.deleting}>
                {t('master.common.delete')}
              </Button>
            </Popconfirm>
          </>
        ) : null}
      </Flex>
    </FormPage>
  );
}
