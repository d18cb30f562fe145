import { useState } from 'react';
import { Button, Flex, Popconfirm } from 'antd';
import { DeleteOutlined, PrinterOutlined, ContainerOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { poInvoicesApi, type PoInvoiceDetail } from '@faktura/domain';
import { Icon } from '../../../components/icon';
import { UblDownloadButton } from '../../../components/ubl-download-button';
import { endpointUrl, errorMessages } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/open-file';
import { useDeletePoInvoice } from '../api/delete-po-invoice';
import { AddToBatchModal } from './add-to-batch-modal';
import { t } from '../../../i18n/translate';

type Props = {
  detail: PoInvoiceDetail;
  saving: boolean;
  onSave: () => void;
  onError: (messages: string[]) => void;
  onAddedToBatch: (batchNo: string) => void;
};

/** The buttons of the PO invoice summary/edit, each shown only when the server's permissions allow it. */
export function DetailActions({ detail, saving, onSave, onError, onAddedToBatch }: Props) {
  const navigate = useNavigate();
  const remove = useDeletePoInvoice(detail.id);
  const [batchOpen, setBatchOpen] = useState(false);
  const [printing, setPrinting] = useState(false);
  const { permissions: can } = detail;

  const print = async () => {
    setPrinting(true);
    try {
      await downloadFile(endpointUrl(poInvoicesApi.goodsReceiptPdf, { params: { id: detail.id } }), 'good-receipt.pdf');
    } catch (error) {
      onError(errorMessages(error));
    } finally {
      setPrinting(false);
    }
  };
  const deleteInvoice = () => remove.mutate(undefined, { onSuccess: () => void navigate('/invoice/list'), onError: (error) => onError(errorMessages(error)) });

  return (
    <Flex gap={8} wrap justify="space-between">
      <Flex gap={8} wrap>
        <Button onClick={() => void navigate('/invoice/list')}>{t('invoiceDetail.back')}</Button>
        {can.canDelete ? (
          <Popconfirm
            title={t('invoiceDetail.confirmDelete')}
            description={t('invoiceDetail.cannotUndo')}
            okText={t('invoiceDetail.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('invoiceDetail.no')}
            onConfirm={deleteInvoice}
          >
            <Button danger icon={<Icon of={DeleteOutlined} />} loading={remove.isPending}>
              {t('invoiceDetail.delete')}
            </Button>
          </Popconfirm>
        ) : null}
      </Flex>
      <Flex gap={8} wrap>
        <UblDownloadButton kind="invoice" id={detail.id} number={detail.invoiceNo} />
        {can.canPrintGoodsReceipt ? (
          <Button icon={<Icon of={PrinterOutlined} />} loading={printing} onClick={() => void print()}>
            {t('invoiceDetail.printGoodsReceipt')}
          </Button>
        ) : null}
        {can.canAddToBatch ? (
          <Button icon={<Icon of={ContainerOutlined} />} onClick={() => setBatchOpen(true)}>
            {t('invoiceDetail.addToBatch')}
          </Button>
        ) : null}
        {can.canEdit ? (
          <Button type="primary" loading={saving} onClick={onSave}>
            {t('invoiceDetail.save')}
          </Button>
        ) : null}
      </Flex>
      {can.canAddToBatch ? (
        <AddToBatchModal
          open={batchOpen}
          invoiceId={detail.id}
          company={{ orgId: detail.orgId, instance: detail.instance }}
          onClose={() => setBatchOpen(false)}
          onAdded={(batchNo) => {
            setBatchOpen(false);
            onAddedToBatch(batchNo);
          }}
        />
      ) : null}
    </Flex>
  );
}
