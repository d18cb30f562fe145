import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { FormPageAlerts, type AlertsProps } from './form-page-alerts';

/** A form screen: its alerts on top (where `useFormPage` scrolls to), then the form's cards. */
export function FormPage({ page, loadErrors, children }: AlertsProps & { children: ReactNode }) {
  return (
    <Flex vertical gap={14} style={{ paddingBottom: 16 }}>
      <FormPageAlerts page={page} loadErrors={loadErrors} />
      {children}
    </Flex>
  );
}
