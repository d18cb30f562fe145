import { Alert, Button } from 'antd';
import { errorMessages } from '../../lib/api-client';
import { ErrorListAlert } from '../error-list-alert';
import { SuccessAlert } from '../success-alert';
import type { FormPageState } from './use-form-page';

export type AlertsProps = {
  page: FormPageState;
  /** Errors of the queries the form reads (options, lists), listed with the form's own. */
  loadErrors?: readonly unknown[];
};

/** The form's alerts, top to bottom: a 409 conflict, the red list, the success. */
export function FormPageAlerts({ page, loadErrors = [] }: AlertsProps) {
  const errors = [...page.errors, ...loadErrors.flatMap((e) => errorMessages(e))];
  return (
    <>
      {page.conflict ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={page.conflict}
          action={
            <Button danger onClick={() => void page.onReload?.()}>
              Reload
            </Button>
          }
        />
      ) : null}
      <ErrorListAlert messages={errors} onClose={page.errors.length ? page.dismissErrors : undefined} />
      <SuccessAlert message={page.success?.message ?? null} detail={page.success?.detail} onClear={page.dismissSuccess} />
    </>
  );
}
