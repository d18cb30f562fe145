import { useState } from 'react';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { BATCH_MESSAGES, PAGE_SIZES } from '@faktura/domain';
import { FormPageAlerts, useFormPage } from '../../../components/form-page';
import { t } from '../../../i18n';

type Company = { orgId: number; instance: string };
type Pickable = { id: number; invoiceNo: string };

export type InvoicePickerProps<T extends Pickable> = {
  title: string;
  width: number;
  columns: TableColumnsType<T>;
  emptyText: string;
  /** The invoices the server offers for the company (a query hook, called once the modal is open). */
  useInvoices: (company: Company, enabled: boolean) => { data?: { items: T[] }; error: unknown; isFetching: boolean };
  company: Company;
  chosen: T[];
  onDone: (invoices: T[]) => void;
  onClose: () => void;
};

/** A batch's invoice list in a modal: tick the invoices that go in the batch, Add / Update. */
export function InvoicePickerModal<T extends Pickable>({
  title,
  width,
  columns,
  emptyText,
  useInvoices,
  company,
  chosen,
  onDone,
  onClose,
}: InvoicePickerProps<T>) {
  const query = useInvoices(company, true);
  const [ticked, setTicked] = useState<number[]>(() => chosen.map((i) => i.id));
  const page = useFormPage({ scroll: false });
  // Invoices already in the batch stay listed even though the server no longer offers them.
  const offered = query.data?.items ?? [];
  const rows = [...chosen.filter((c) => !offered.some((o) => o.id === c.id)), ...offered];

  const done = () => {
    if (!page.validate(ticked.length ? [] : [BATCH_MESSAGES.selectInvoiceToAdd])) return;
    onDone(rows.filter((r) => ticked.includes(r.id)));
  };

  return (
    <Modal
      open
      title={title}
      width={width}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('supplier.invoicePicker.close')}
        </Button>,
        <Button key="done" type="primary" onClick={done}>
          {chosen.length ? t('supplier.invoicePicker.update') : t('supplier.invoicePicker.add')}
        </Button>,
      ]}
    >
      <FormPageAlerts page={page} loadErrors={[query.error]} />
      <Table<T>
        style={{ marginTop: 8 }}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        locale={{ emptyText }}
        rowSelection={{
          selectedRowKeys: ticked,
          onChange: (keys) => {
            setTicked(keys as number[]);
            page.dismissErrors();
          },
          getCheckboxProps: (r) => ({ 'aria-label': t('supplier.invoicePicker.selectInvoice', { invoiceNo: r.invoiceNo }) }),
        }}
        pagination={{ defaultPageSize: PAGE_SIZES.batchInvoiceModal.size, showSizeChanger: true, pageSizeOptions: [...PAGE_SIZES.batchInvoiceModal.options] }}
      />
    </Modal>
  );
}
