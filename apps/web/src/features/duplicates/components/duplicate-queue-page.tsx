import { Button, Flex, Popconfirm, Tag, Typography, message, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import {
  DUPLICATE_AMOUNT_TOLERANCE_PERCENT,
  DUPLICATE_DATE_WINDOW_DAYS,
  DUPLICATE_MESSAGES,
  PAGE_SIZES,
  type DuplicateCriterion,
  type DuplicatePair,
  type DuplicateSide,
} from '@faktura/domain';
import { ListPage, useListQuery } from '../../../components/list-page';
import { errorMessages } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useClearDuplicate, useDuplicateQueue } from '../api';
import { t, translateMessage } from '../../../i18n';

/** A matched criterion's tag in the chosen language (English equal to DUPLICATE_CRITERION_LABELS). */
const criterionLabel = (c: DuplicateCriterion) =>
  t(`finance.duplicates.criteria.${c}`, { days: DUPLICATE_DATE_WINDOW_DAYS, percent: DUPLICATE_AMOUNT_TOLERANCE_PERCENT });

/** One invoice of a pair: its number (a link), supplier, date and amount. */
function Side({ side }: { side: DuplicateSide }) {
  return (
    <Flex vertical gap={2}>
      <Link to={side.path}>{side.invoiceNo}</Link>
      <Typography.Text>{side.vendorName}</Typography.Text>
      <Typography.Text type="secondary">
        {formatDate(side.invoiceDate) || '-'} · {side.currencyCode} {formatMoney(side.totalAmount)}
      </Typography.Text>
    </Flex>
  );
}

function ClearButton({ pair }: { pair: DuplicatePair }) {
  const clear = useClearDuplicate();
  return (
    <Popconfirm
      title={translateMessage(DUPLICATE_MESSAGES.clearConfirm)}
      okText={t('finance.duplicates.yes')}
      cancelText={t('finance.duplicates.no')}
      onConfirm={() =>
        clear.mutate(
          { invoiceId: pair.invoice.invoiceId, otherInvoiceId: pair.other.invoiceId },
          {
            onSuccess: () => void message.success(translateMessage(DUPLICATE_MESSAGES.cleared)),
            onError: (error) => void message.error(errorMessages(error).map(translateMessage).join(' ')),
          },
        )
      }
    >
      <Button
        size="small"
        loading={clear.isPending}
        aria-label={t('finance.duplicates.clearLabel', {
          action: translateMessage(DUPLICATE_MESSAGES.notDuplicate),
          invoice: pair.invoice.invoiceNo,
          other: pair.other.invoiceNo,
        })}
      >
        {translateMessage(DUPLICATE_MESSAGES.notDuplicate)}
      </Button>
    </Popconfirm>
  );
}

/** `/#/finance/duplicates`: likely-duplicate pairs not cleared, newest first, side by side; finance marks "Not a duplicate". */
export function DuplicateQueuePage() {
  const list = useListQuery({ initial: {}, sizes: PAGE_SIZES.list });
  const q = list.query;
  const result = useDuplicateQueue(q && { page: q.page, pageSize: q.pageSize });
  const columns: TableColumnsType<DuplicatePair> = [
    { title: t('finance.duplicates.earlier'), key: 'invoice', render: (_: unknown, p) => <Side side={p.invoice} /> },
    { title: t('finance.duplicates.later'), key: 'other', render: (_: unknown, p) => <Side side={p.other} /> },
    {
      title: t('finance.duplicates.matched'),
      key: 'criteria',
      render: (_: unknown, p) => (
        <Flex wrap gap={4}>
          {p.criteria.map((c) => (
            <Tag key={c}>{criterionLabel(c)}</Tag>
          ))}
        </Flex>
      ),
    },
    { title: t('finance.duplicates.found'), dataIndex: 'foundAt', width: 150, render: (at: string) => formatDateTime(at) },
    { title: t('finance.duplicates.action'), key: 'action', width: 150, render: (_: unknown, p) => <ClearButton pair={p} /> },
  ];
  return (
    <ListPage<DuplicatePair>
      list={list}
      result={result}
      filters={null}
      columns={columns}
      rowKey={(p) => `${p.invoice.invoiceId}-${p.other.invoiceId}`}
      noun={{ one: t('finance.duplicates.one'), other: t('finance.duplicates.other') }}
      emptyText={translateMessage(DUPLICATE_MESSAGES.queueEmpty)}
      scrollX={900}
    />
  );
}
