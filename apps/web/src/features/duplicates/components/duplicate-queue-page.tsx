import { Button, Flex, Popconfirm, Tag, Typography, message, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { DUPLICATE_CRITERION_LABELS, DUPLICATE_MESSAGES, PAGE_SIZES, type DuplicatePair, type DuplicateSide } from '@faktura/domain';
import { ListPage, useListQuery } from '../../../components/list-page';
import { errorMessages } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useClearDuplicate, useDuplicateQueue } from '../api';

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
      title={DUPLICATE_MESSAGES.clearConfirm}
      okText="Yes"
      cancelText="No"
      onConfirm={() =>
        clear.mutate(
          { invoiceId: pair.invoice.invoiceId, otherInvoiceId: pair.other.invoiceId },
          {
            onSuccess: () => void message.success(DUPLICATE_MESSAGES.cleared),
            onError: (error) => void message.error(errorMessages(error).join(' ')),
          },
        )
      }
    >
      <Button size="small" loading={clear.isPending} aria-label={`${DUPLICATE_MESSAGES.notDuplicate}: ${pair.invoice.invoiceNo} and ${pair.other.invoiceNo}`}>
        {DUPLICATE_MESSAGES.notDuplicate}
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
    { title: 'Earlier invoice', key: 'invoice', render: (_: unknown, p) => <Side side={p.invoice} /> },
    { title: 'Later invoice', key: 'other', render: (_: unknown, p) => <Side side={p.other} /> },
    {
      title: 'Matched',
      key: 'criteria',
      render: (_: unknown, p) => (
        <Flex wrap gap={4}>
          {p.criteria.map((c) => (
            <Tag key={c}>{DUPLICATE_CRITERION_LABELS[c]}</Tag>
          ))}
        </Flex>
      ),
    },
    { title: 'Found', dataIndex: 'foundAt', width: 150, render: (at: string) => formatDateTime(at) },
    { title: 'Action', key: 'action', width: 150, render: (_: unknown, p) => <ClearButton pair={p} /> },
  ];
  return (
    <ListPage<DuplicatePair>
      list={list}
      result={result}
      filters={null}
      columns={columns}
      rowKey={(p) => `${p.invoice.invoiceId}-${p.other.invoiceId}`}
      noun={{ one: 'likely duplicate', other: 'likely duplicates' }}
      emptyText={DUPLICATE_MESSAGES.queueEmpty}
      scrollX={900}
    />
  );
}
