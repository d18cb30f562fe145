import { useState } from 'react';
import { Button, Descriptions, Modal } from 'antd';
import { Link } from 'react-router';
import { invoiceDetailPath, type InvoiceReportRow } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { useT } from '../../../i18n/translate';

/** The invoice report's WHT_RATE column: a View button opening the invoice's withholding. */
export function WhtViewButton({ row }: { row: InvoiceReportRow }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const invoiceNo = row.invoiceNo;
  return (
    <>
      <Button size="small" aria-label={t('reports.wht.viewLabel', { invoiceNo })} onClick={() => setOpen(true)}>
        {t('reports.wht.view')}
      </Button>
      <Modal
        title={t('reports.wht.title', { invoiceNo })}
        open={open}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('reports.wht.close')}</Button>}
      >
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('reports.wht.code')}>{row.whtCode ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('reports.wht.rate')}>{row.whtRate ? `${row.whtRate} %` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('reports.wht.serviceAmount')}>
            <Amount value={row.serviceAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('reports.wht.pphAmount')}>
            <Amount value={row.pphAmount} />
          </Descriptions.Item>
        </Descriptions>
        <p style={{ marginTop: 12, marginBottom: 0 }}>
          <Link to={invoiceDetailPath(row)}>{t('reports.wht.openInvoice', { invoiceNo })}</Link>
        </p>
      </Modal>
    </>
  );
}
