import { forwardRef, type ReactNode } from 'react';
import { Badge } from 'antd';

type Props = { icon: ReactNode; count: number; label: string } & React.ButtonHTMLAttributes<HTMLButtonElement>;

/** A header icon button with its unread badge; forwards what antd's Dropdown passes to its child. */
export const HeaderTrigger = forwardRef<HTMLButtonElement, Props>(function HeaderTrigger({ icon, count, label, ...rest }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={`${label} (${count})`}
      {...rest}
      className={['fk-header-btn', rest.className].filter(Boolean).join(' ')}
      style={{
        background: 'transparent',
        border: 0,
        cursor: 'pointer',
        padding: '0 10px',
        height: 52,
        display: 'inline-flex',
        alignItems: 'center',
        color: 'rgba(255,255,255,0.88)',
      }}
    >
      <Badge count={count} size="small" overflowCount={99} offset={[2, -2]}>
        <span style={{ fontSize: 18, color: 'rgba(255,255,255,0.88)', display: 'inline-flex' }}>{icon}</span>
      </Badge>
    </button>
  );
});
