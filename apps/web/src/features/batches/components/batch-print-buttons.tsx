import { useState, type ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { BarcodeOutlined, FileTextOutlined, LoadingOutlined, PrinterOutlined } from '@ant-design/icons';
import { BATCH_MESSAGES } from '@faktura/domain';
import { Icon } from '../../../components/icon';
import { errorMessages } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/open-file';
import { BATCH_PRINTS, type BatchPrintKind } from '../api/batch-prints';
import { t } from '../../../i18n';

// Decorative (Icon hides them): an icon's name would join the button's ("barcode Print Batch").
const ICONS: Record<BatchPrintKind, ReactNode> = {
  recap: <Icon of={BarcodeOutlined} />,
  goodsReceipt: <Icon of={PrinterOutlined} />,
  report: <Icon of={FileTextOutlined} />,
};
const BUSY = { icon: <Icon of={LoadingOutlined} spin /> };

/**
 * Print Batch / Print Penerimaan Barang / Batch Report, each saved under the server's file name
 * (see `downloadFile`); without a batch: "Please select batch number".
 */
export function BatchPrintButtons({ batchId, onError, vertical }: { batchId: number | null; onError: (messages: string[]) => void; vertical?: boolean }) {
  const [busy, setBusy] = useState<BatchPrintKind | null>(null);
  const print = async (kind: BatchPrintKind) => {
    if (!batchId) return onError([BATCH_MESSAGES.selectBatchNumber]);
    const doc = BATCH_PRINTS[kind];
    setBusy(kind);
    try {
      await downloadFile(doc.path(batchId), doc.fallback);
      onError([]);
    } catch (error) {
      onError(errorMessages(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} vertical={vertical} wrap>
      {(Object.keys(BATCH_PRINTS) as BatchPrintKind[]).map((kind) => (
        <Button key={kind} icon={ICONS[kind]} loading={busy === kind && BUSY} aria-busy={busy === kind} block={vertical} onClick={() => void print(kind)}>
          {t(`supplier.printBatch.${kind}`)}
        </Button>
      ))}
    </Flex>
  );
}
