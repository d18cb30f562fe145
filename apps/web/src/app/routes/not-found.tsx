import { Button, Result } from 'antd';
import { AntdTheme } from '../antd-theme';

/** Any path outside the route table: "You are lost." with a link home. */
export function NotFoundRoute() {
  return (
    <AntdTheme>
      <main style={{ minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
        <Result
          status="404"
          title="You are lost."
          subTitle="This page doesn't exist."
          extra={
            // A real link (an anchor), so it can also be opened in a new tab; `/` picks login or dashboard.
            <Button type="primary" href="#/">
              Back to home
            </Button>
          }
        />
      </main>
    </AntdTheme>
  );
}
