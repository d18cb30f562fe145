import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { EditOutlined, FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { REMITTANCE_MESSAGES, formatPphRate, instanceSchema, remittancesApi, type RemittanceAdviceView } from '@faktura/domain';
import { formatDate } from '../../../lib/format';
import { Amount } from '../../../components/amount';
import { DetailPage } from '../../../components/detail-page';
import { Icon } from '../../../components/icon';
import { KEYBOARD_SCROLLABLE } from '../../../components/list-page';
import { SuccessAlert } from '../../../components/success-alert';
import { endpointUrl } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDownload } from '../../../lib/use-download';
import { useRemittance } from '../api/remittances';
import { SlipModal } from './slip-modal';
import { t } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';
import { wideTable } from '../../../components/wide-table';

type Line = RemittanceAdviceView['lines'][number];

function fileName(advice: RemittanceAdviceView, ext: string) {
  return `RemittanceAdvice-${advice.payment.checkNum.replace(/[^A-Za-z0-9._-]/g, '_')}.${ext}`;
}

function Downloads({ advice }: { advice: RemittanceAdviceView }) {
  const [errors, setErrors] = useState<string[]>([]);
  const pdf = useDownload(setErrors);
  const ubl = useDownload(setErrors);
  const params = { instance: advice.instance, checkId: advice.payment.checkId };
  return (
    <Flex gap={8} align="center" wrap>
      <Button
        icon={<Icon of={FilePdfOutlined} />}
        loading={pdf.busy}
        onClick={() => void pdf.download(endpointUrl(remittancesApi.pdf, { params }), fileName(advice, 'pdf'))}
      >
        {t('reports.remittances.downloadPdf')}
      </Button>
      <Button
        icon={<Icon of={FileTextOutlined} />}
        loading={ubl.busy}
        onClick={() => void ubl.download(endpointUrl(remittancesApi.ubl, { params }), fileName(advice, 'xml'))}
      >
        {t('reports.remittances.downloadUbl')}
      </Button>
      {errors.length ? (
        <Typography.Text type="danger" role="alert">
          {errors.join(' ')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function AdviceView({ advice, finance }: { advice: RemittanceAdviceView; finance: boolean }) {
  const [editing, setEditing] = useState<Line | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const p = advice.payment;
  const bank = [p.bankName, p.bankAccountNum, p.bankAccountName].filter((v) => v.trim() !== '').join(' · ');
  const columns: TableColumnsType<Line> = [
    { title: t('reports.remittances.invoiceNumber'), dataIndex: 'invoiceNum' },
    { title: t('reports.remittances.invoiceDate'), dataIndex: 'invoiceDate', render: (v: string) => formatDate(v) },
    { title: t('reports.remittances.fakturNo'), dataIndex: 'fakturNo', render: (v: string | null) => v ?? '-' },
    { title: t('reports.remittances.gross'), dataIndex: 'gross', align: 'right', render: (v: string) => <Amount value={v} /> },
    { title: t('reports.remittances.pphCode'), dataIndex: 'pphCode', render: (v: string | null) => v ?? '-' },
    { title: t('reports.remittances.pphRate'), dataIndex: 'pphRate', align: 'right', render: (v: string | null) => formatPphRate(v) || '-' },
    { title: t('reports.remittances.pphWithheld'), dataIndex: 'pphAmount', align: 'right', render: (v: string) => <Amount value={v} /> },
    {
      title: t('reports.remittances.slipNumber'),
      key: 'slip',
      render: (_: unknown, l) => (
        <Flex vertical gap={2} align="flex-start">
          <span data-testid="slip-number">{l.slipNumber ?? '-'}</span>
          {l.slipDate ? <Typography.Text type="secondary">{formatDate(l.slipDate)}</Typography.Text> : null}
          {finance && l.portalInvoiceId !== null && l.pphAmount !== '0.00' ? (
            <Button
              size="small"
              icon={<Icon of={EditOutlined} />}
              onClick={() => setEditing(l)}
              aria-label={`${l.slipNumber ? t('reports.remittances.changeSlip') : t('reports.remittances.recordSlip')} ${l.invoiceNum}`}
            >
              {l.slipNumber ? t('reports.remittances.changeSlip') : t('reports.remittances.recordSlip')}
            </Button>
          ) : null}
        </Flex>
      ),
    },
    { title: t('reports.remittances.netPaid'), dataIndex: 'netPaid', align: 'right', render: (v: string) => <Amount value={v} strong /> },
  ];
  return (
    <Flex vertical gap={14} style={{ paddingBottom: 16 }}>
      {saved ? <SuccessAlert message={saved} onClear={() => setSaved(null)} /> : null}
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {`${t('reports.remittances.title')} ${p.checkNum}`}
          </Typography.Title>
        }
        extra={<Downloads advice={advice} />}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          data-testid="remittance-payment"
          items={[
            { key: 'payer', label: t('reports.remittances.payer'), children: advice.payerName },
            { key: 'supplier', label: t('reports.remittances.supplier'), children: advice.supplierName },
            { key: 'date', label: t('reports.remittances.paymentDate'), children: formatDate(p.checkDate) },
            { key: 'reference', label: t('reports.remittances.reference'), children: p.checkNum },
            { key: 'bank', label: t('reports.remittances.bank'), children: bank || '-' },
            {
              key: 'amount',
              label: t('reports.remittances.paymentAmount'),
              children: <Amount value={advice.totals.paymentAmount} currency={p.currencyCode} strong />,
            },
          ]}
        />
      </Card>
      {advice.mismatch ? <Alert type="warning" showIcon title={translateMessage(REMITTANCE_MESSAGES.totalsDisagree)} /> : null}
      <Card size="small" styles={{ body: { padding: 0 } }}>
        <Table<Line>
          rowKey={(l) => `${l.invoiceNum}-${l.invoiceDate}`}
          size="small"
          columns={columns}
          dataSource={advice.lines}
          pagination={false}
          {...wideTable(1000)}
          components={KEYBOARD_SCROLLABLE}
          locale={{ emptyText: t('reports.remittances.noInvoices') }}
          summary={() => (
            <Table.Summary.Row data-testid="remittance-totals">
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>{t('reports.remittances.totals')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Amount value={advice.totals.gross} strong />
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} colSpan={2} />
              <Table.Summary.Cell index={6} align="right">
                <Amount value={advice.totals.withheld} strong />
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} />
              <Table.Summary.Cell index={8} align="right">
                <Amount value={advice.totals.netOfLines} strong />
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>
      {editing && editing.portalInvoiceId !== null ? (
        <SlipModal
          line={{ ...editing, portalInvoiceId: editing.portalInvoiceId }}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setSaved(message);
          }}
        />
      ) : null}
    </Flex>
  );
}

/** `/#/report/remittances/:instance/:checkId`: one payment's remittance advice, its downloads, and (finance) the withholding slips. */
export function RemittanceDetailPage() {
  const params = useParams();
  const instance = params.instance ?? '';
  const checkId = Number(params.checkId);
  const valid = instanceSchema.safeParse(instance).success && Number.isInteger(checkId) && checkId > 0;
  const query = useRemittance(instance, checkId, valid);
  const finance = useSession()?.user.typeUser === 'ORACLE';
  return (
    <DetailPage
      query={query}
      invalid={!valid}
      notFound={{
        title: t('reports.remittances.notFound'),
        subTitle: t('reports.remittances.notFoundDetail'),
        back: { to: '/report/remittances', label: t('reports.remittances.backToList') },
      }}
      skeletonRows={8}
    >
      {(advice) => <AdviceView advice={advice} finance={finance} />}
    </DetailPage>
  );
}
