import { useId, type ReactNode } from 'react';

/** The card a header dropdown opens: a heading line, content, an optional footer action. */
export function HeaderPanel({ heading, children, footer }: { heading: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const headingId = useId();
  return (
    <div
      role="dialog"
      aria-labelledby={headingId}
      style={{ width: 340, background: '#fff', borderRadius: 6, boxShadow: '0 6px 16px rgba(0,0,0,0.12), 0 3px 6px -4px rgba(0,0,0,0.12)', overflow: 'hidden' }}
    >
      <div id={headingId} style={{ padding: '10px 12px', borderBottom: '1px solid #f0f0f0', fontWeight: 600 }}>
        {heading}
      </div>
      {children}
      {footer ? <div style={{ padding: '8px 12px', borderTop: '1px solid #f0f0f0', textAlign: 'center' }}>{footer}</div> : null}
    </div>
  );
}
