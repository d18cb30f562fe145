import { Modal, Table } from 'antd';
import { travelOrderRemarks, type TravelOrder } from '@faktura/domain';
import { formatDate } from '../../../lib/format';
import { useTravelOrders } from '../api/get-options';
import type { OptionsScope } from '../api/keys';

type Props = { scope: OptionsScope | null; onPick: (remarks: string) => void; onClose: () => void };

/** The supplier's travel orders: a click on a row writes order#guest#start#end into the line's remarks. */
export function TravelOrderModal({ scope, onPick, onClose }: Props) {
  const orders = useTravelOrders(scope, scope !== null);
  return (
    <Modal title="Travel Order" open={scope !== null} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Table<TravelOrder>
        size="small"
        rowKey="travelOrderNo"
        loading={orders.isFetching}
        dataSource={orders.data?.items ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        onRow={(o) => ({ onClick: () => onPick(travelOrderRemarks(o)), style: { cursor: 'pointer' } })}
        locale={{ emptyText: 'No travel order for this supplier' }}
        columns={[
          {
            title: 'No Travel Order',
            dataIndex: 'travelOrderNo',
            render: (no: string, o) => (
              <a href="#" onClick={(e) => (e.preventDefault(), e.stopPropagation(), onPick(travelOrderRemarks(o)))}>
                {no}
              </a>
            ),
          },
          { title: 'Nama Tamu', dataIndex: 'guestName' },
          { title: 'Tanggal Mulai', dataIndex: 'startDate', render: (d: string) => formatDate(d) },
          { title: 'Tanggal Akhir', dataIndex: 'endDate', render: (d: string) => formatDate(d) },
        ]}
      />
    </Modal>
  );
}
