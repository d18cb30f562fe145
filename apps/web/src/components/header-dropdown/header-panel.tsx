import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';

type Props = { heading: ReactNode; children: ReactNode; footer?: ReactNode; ref?: Ref<HTMLDivElement> };

// antd's Dropdown is built for menus: on Tab it focuses the popup (through `ref`, so the panel must
// be focusable) and on the next Tab it closes. Here Tab moves through the panel's tabs and buttons.
const keepTabInside = (e: KeyboardEvent) => {
  if (e.key === 'Tab') e.stopPropagation();
};

/**
 * The card a header dropdown opens: a heading line, content, an optional footer action. Reached by
 * keyboard: Tab from the trigger enters it, Tab moves through it, Escape closes it.
 */
export function HeaderPanel({ heading, children, footer, ref }: Props) {
  const headingId = useId();
  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={keepTabInside}
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
