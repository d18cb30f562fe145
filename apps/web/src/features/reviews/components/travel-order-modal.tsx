import { Button, Modal, Table } from 'antd';
import { PAGE_SIZES, type TravelOrder } from '@faktura/domain';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { errorMessages } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useTravelOrders } from '../api/get-travel-orders';

type Props = { invoiceId: number; open: boolean; onPick: (order: TravelOrder) => void; onClose: () => void };

/** The supplier's travel orders: click a row, or its Pick button, to write it into the line's remarks. */
export function TravelOrderModal({ invoiceId, open, onPick, onClose }: Props) {
  const orders = useTravelOrders(invoiceId, open);
  return (
    <Modal title="Travel Order" open={open} onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>} width={760} destroyOnHidden>
      <ErrorListAlert messages={errorMessages(orders.error)} />
      <Table<TravelOrder>
        size="small"
        rowKey="travelOrderNo"
        loading={orders.isFetching}
        dataSource={orders.data?.items ?? []}
        locale={{ emptyText: 'No travel orders for this supplier' }}
        pagination={{ pageSize: PAGE_SIZES.list.size, hideOnSinglePage: true }}
        onRow={(order) => ({ onClick: () => onPick(order), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'No Travel Order', dataIndex: 'travelOrderNo' },
          { title: 'Nama Tamu', dataIndex: 'guestName' },
          { title: 'Tanggal Mulai', dataIndex: 'startDate', render: (d: string) => formatDate(d) },
          { title: 'Tanggal Akhir', dataIndex: 'endDate', render: (d: string) => formatDate(d) },
          {
            title: 'Pick',
            key: 'pick',
            render: (_: unknown, order) => (
              <Button
                size="small"
                aria-label={`Pick ${order.travelOrderNo}`}
                onClick={(e) => {
                  e.stopPropagation();
                  onPick(order);
                }}
              >
                Pick
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
