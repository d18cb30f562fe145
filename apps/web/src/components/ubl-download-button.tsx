import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { FileTextOutlined, FileZipOutlined } from '@ant-design/icons';
import { ublExportApi, ublFileName } from '@faktura/domain';
import { Icon } from './icon';
import { endpointUrl } from '../lib/api-client';
import { useDownload } from '../lib/use-download';
import { t } from '../i18n';

type Props = { kind: 'invoice' | 'debit-note'; id: number; number: string };

/**
 * "Download e-invoice (UBL)": the invoice (or the debit note, as a credit note) as a Peppol BIS
 * Billing 3.0 file, saved under its number; a refusal shows beside the button.
 */
export function UblDownloadButton({ kind, id, number }: Props) {
  const [errors, setErrors] = useState<string[]>([]);
  const { busy, download: fetchFile } = useDownload(setErrors);
  const endpoint = kind === 'invoice' ? ublExportApi.invoice : ublExportApi.debitNote;
  const download = () => fetchFile(endpointUrl(endpoint, { params: { id } }), ublFileName(number));
  return (
    <Flex gap={8} align="center" wrap>
      <Button icon={<Icon of={FileTextOutlined} />} loading={busy} onClick={() => void download()}>
        {t('supplier.ubl.download')}
      </Button>
      {errors.length ? (
        <Typography.Text type="danger" role="alert">
          {errors.join(' ')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** Finance: "UBL (zip)", every invoice of a batch as UBL files in one zip. */
export function UblBatchZipButton({ batchId, batchNo, onError }: { batchId: number; batchNo: string; onError: (messages: string[]) => void }) {
  const { busy, download: fetchFile } = useDownload(onError);
  const download = () => fetchFile(endpointUrl(ublExportApi.batch, { params: { id: batchId } }), ublFileName(`UBL-${batchNo}`).replace(/\.xml$/, '.zip'));
  return (
    <Button icon={<Icon of={FileZipOutlined} />} loading={busy} onClick={() => void download()}>
      {t('supplier.ubl.batchZip')}
    </Button>
  );
}
