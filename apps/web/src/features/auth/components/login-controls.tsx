import { useEffect, useRef, useState, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { GLYPHS, type GlyphName } from './login-glyphs';
import './login-controls.css';
import { translateMessage } from '../../../i18n/messages';

/**
 * The login page's controls in plain markup, drawn like antd's Input, Input.Password, primary
 * Button and error Alert under the app theme (login-controls.css). The login route has a JS budget
 * (scripts/size.mjs): antd's runtime (CSS-in-JS, theme, motion, triggers) is most of a screen's
 * code, and the first page a user opens should not wait for it. Every other screen uses antd.
 */

const EVEN_ODD: ReadonlySet<GlyphName> = new Set(['closeCircle', 'close']);

export function Glyph({ name, spin, style }: { name: GlyphName; spin?: boolean; style?: CSSProperties }) {
  const glyph = GLYPHS[name];
  return (
    <span aria-hidden className={spin ? 'fk-glyph fk-glyph-spin' : 'fk-glyph'} style={style}>
      <svg viewBox={glyph.viewBox} width="1em" height="1em" fill="currentColor" fillRule={EVEN_ODD.has(name) ? 'evenodd' : undefined} focusable="false">
        {glyph.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'type' | 'className'> & { prefix?: ReactNode };

/** A text input with an icon before it (antd `<Input prefix>`). */
export function TextInput({ prefix, ...input }: InputProps) {
  return (
    <span className="fk-input">
      {prefix ? <span className="fk-input-prefix">{prefix}</span> : null}
      <input type="text" {...input} />
    </span>
  );
}

/**
 * A password input with the eye that shows or hides it (antd `<Input.Password>`): the eye keeps the
 * focus in the field, answers Enter and Space, and the typed value never stays in the DOM attribute.
 */
export function PasswordInput({ prefix, ...input }: InputProps) {
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  // React mirrors a controlled value into the `value` attribute (after its own commit, hence the
  // timeout, as antd does); a password must not sit there for anyone reading the DOM.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (ref.current?.type === 'password') ref.current.removeAttribute('value');
    });
    return () => window.clearTimeout(timer);
  });
  const toggle = () => setVisible((v) => !v);
  return (
    <span className="fk-input">
      {prefix ? <span className="fk-input-prefix">{prefix}</span> : null}
      <input ref={ref} type={visible ? 'text' : 'password'} {...input} />
      <span className="fk-input-suffix">
        <span
          role="button"
          tabIndex={0}
          className="fk-input-eye"
          aria-pressed={visible}
          aria-label={visible ? 'Hide' : 'Show'}
          onMouseDown={(e) => e.preventDefault()}
          onMouseUp={(e) => e.preventDefault()}
          onClick={toggle}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            if (!e.repeat) toggle();
          }}
        >
          <Glyph name={visible ? 'eye' : 'eyeInvisible'} />
        </span>
      </span>
    </span>
  );
}

/** The form's primary submit button, full width, with antd's spinner while `loading`. */
export function SubmitButton({ loading, children, style }: { loading?: boolean; children: ReactNode; style?: CSSProperties }) {
  return (
    <button
      type="submit"
      className={loading ? 'fk-button fk-button-loading' : 'fk-button'}
      style={style}
      // antd keeps a loading button in the tab order but ignores clicks: a second submit would log in twice.
      onClick={loading ? (e) => e.preventDefault() : undefined}
    >
      {loading ? <Glyph name="loading" spin /> : null}
      <span>{children}</span>
    </button>
  );
}

/**
 * Every message at once as a red list (antd error Alert with its icon), closable when `onClose` is
 * given; renders nothing without messages, like ErrorListAlert.
 */
export function ErrorListBox({ messages, onClose }: { messages: readonly string[]; onClose?: () => void }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="fk-alert">
      <Glyph name="closeCircle" style={{ color: '#ff4d4f', marginInlineEnd: 8 }} />
      <div className="fk-alert-section">
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {messages.map((m) => (
            <li key={m}>{translateMessage(m)}</li>
          ))}
        </ul>
      </div>
      {onClose ? (
        <button type="button" className="fk-alert-close" aria-label="Close" onClick={onClose}>
          <Glyph name="close" />
        </button>
      ) : null}
    </div>
  );
}
