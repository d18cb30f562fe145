import { Button, Modal, Table } from 'antd';
import { PAGE_SIZES, type TravelOrder } from '@faktura/domain';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { errorMessages } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useTravelOrders } from '../api/get-travel-orders';
import { t } from '../../../i18n/translate';

type Props = { invoiceId: number; open: boolean; onPick: (order: TravelOrder) => void; onClose: () => void };

/** The supplier's travel orders: click a row, or its Pick button, to write it into the line's remarks. */
export function TravelOrderModal({ invoiceId, open, onPick, onClose }: Props) {
  const orders = useTravelOrders(invoiceId, open);
  return (
    <Modal
      title={t('review.travelOrders.title')}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('review.travelOrders.close')}</Button>}
      width={760}
      destroyOnHidden
    >
      <ErrorListAlert messages={errorMessages(orders.error)} />
      <Table<TravelOrder>
        size="small"
        rowKey="travelOrderNo"
        loading={orders.isFetching}
        dataSource={orders.data?.items ?? []}
        locale={{ emptyText: t('review.travelOrders.empty') }}
        pagination={{ pageSize: PAGE_SIZES.list.size, hideOnSinglePage: true }}
        onRow={(order) => ({ onClick: () => onPick(order), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('review.travelOrders.number'), dataIndex: 'travelOrderNo' },
          { title: t('review.travelOrders.guest'), dataIndex: 'guestName' },
          { title: t('review.travelOrders.start'), dataIndex: 'startDate', render: (d: string) => formatDate(d) },
          { title: t('review.travelOrders.end'), dataIndex: 'endDate', render: (d: string) => formatDate(d) },
          {
            title: t('review.travelOrders.pick'),
            key: 'pick',
            render: (_: unknown, order) => (
              <Button
                size="small"
                aria-label={t('review.travelOrders.pickLabel', { number: order.travelOrderNo })}
                onClick={(e) => {
                  e.stopPropagation();
                  onPick(order);
                }}
              >
                {t('review.travelOrders.pick')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
