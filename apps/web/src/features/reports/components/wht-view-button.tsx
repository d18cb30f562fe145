import { useState } from 'react';
import { Button, Descriptions, Modal } from 'antd';
import { Link } from 'react-router';
import { invoiceDetailPath, type InvoiceReportRow } from '@faktura/domain';
import { Amount } from '../../../components/amount';

/** The invoice report's WHT_RATE column: a View button opening the invoice's withholding. */
export function WhtViewButton({ row }: { row: InvoiceReportRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" aria-label={`View WHT of ${row.invoiceNo}`} onClick={() => setOpen(true)}>
        View
      </Button>
      <Modal title={`WHT · ${row.invoiceNo}`} open={open} onCancel={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>Close</Button>}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="WHT Code">{row.whtCode ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="WHT Rate">{row.whtRate ? `${row.whtRate} %` : '-'}</Descriptions.Item>
          <Descriptions.Item label="Service Amount">
            <Amount value={row.serviceAmount} />
          </Descriptions.Item>
          <Descriptions.Item label="PPh Amount">
            <Amount value={row.pphAmount} />
          </Descriptions.Item>
        </Descriptions>
        <p style={{ marginTop: 12, marginBottom: 0 }}>
          <Link to={invoiceDetailPath(row)}>Open invoice {row.invoiceNo}</Link>
        </p>
      </Modal>
    </>
  );
}
