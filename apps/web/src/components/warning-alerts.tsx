import { Alert } from 'antd';
import { Link } from 'react-router';
import { translateMessage } from '../i18n';

/** A warning with a link to what it is about (e.g. the earlier invoice of a likely duplicate). */
export type LinkedWarning = { message: string; link?: { to: string; label: string } };

/** The server's warnings about an invoice (things to check that do not stop it), one alert each, in the chosen language. */
export function WarningAlerts({ warnings }: { warnings: readonly (string | LinkedWarning)[] }) {
  return (
    <>
      {warnings.map((warning) => {
        const { message, link } = typeof warning === 'string' ? { message: warning, link: undefined } : warning;
        return (
          <Alert
            key={`${message}${link?.to ?? ''}`}
            type="warning"
            showIcon
            title={translateMessage(message)}
            // A darker blue than the theme link: it must read at 4.5:1 on the warning yellow.
            description={
              link ? (
                <Link to={link.to} style={{ color: '#0a4fb5' }}>
                  {link.label}
                </Link>
              ) : undefined
            }
            style={{ marginTop: 8 }}
          />
        );
      })}
    </>
  );
}
