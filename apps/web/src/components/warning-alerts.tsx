import { Alert } from 'antd';

/** The server's warnings about an invoice (things to check that do not stop it), one alert each. */
export function WarningAlerts({ warnings }: { warnings: readonly string[] }) {
  return (
    <>
      {warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon title={warning} style={{ marginTop: 8 }} />
      ))}
    </>
  );
}
