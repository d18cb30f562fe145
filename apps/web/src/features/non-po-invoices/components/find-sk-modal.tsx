import { Modal, Table } from 'antd';
import { SK_MODAL_PAGE_SIZES, type SkReference } from '@faktura/domain';
import { formatDate } from '../../../lib/format';

type Props = { open: boolean; references: readonly SkReference[]; onPick: (referenceNumber: string) => void; onClose: () => void };

/** Find SK: the supplier's SK references with their start and end date; a click on a row picks it. */
export function FindSkModal({ open, references, onPick, onClose }: Props) {
  return (
    <Modal title="Find SK" open={open} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Table<SkReference>
        size="small"
        rowKey="referenceNumber"
        dataSource={[...references]}
        pagination={{ defaultPageSize: SK_MODAL_PAGE_SIZES.size, pageSizeOptions: SK_MODAL_PAGE_SIZES.options.map(String), showSizeChanger: true }}
        onRow={(r) => ({ onClick: () => onPick(r.referenceNumber), style: { cursor: 'pointer' } })}
        locale={{ emptyText: 'No SK for this supplier' }}
        columns={[
          {
            title: 'Reference Number',
            dataIndex: 'referenceNumber',
            render: (no: string) => (
              <a href="#" onClick={(e) => (e.preventDefault(), e.stopPropagation(), onPick(no))}>
                {no}
              </a>
            ),
          },
          { title: 'Description', dataIndex: 'description' },
          { title: 'Start Date', dataIndex: 'startDate', width: 130, render: (d: string) => formatDate(d) },
          { title: 'End Date', dataIndex: 'endDate', width: 130, render: (d: string) => formatDate(d) },
        ]}
      />
    </Modal>
  );
}
