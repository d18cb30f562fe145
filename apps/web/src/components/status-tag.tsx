import { Tag } from 'antd';
import { normaliseStatus } from '@faktura/domain';
import { statusColour } from '../lib/format';

/** An invoice status as a coloured tag (`statusColour`); REJECT reads as REJECTED. */
export function StatusTag({ status }: { status: string | null | undefined }) {
  const text = normaliseStatus(status) || '-';
  return (
    <Tag color={statusColour(status)} style={{ marginInlineEnd: 0 }}>
      {text}
    </Tag>
  );
}
