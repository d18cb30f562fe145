import { Card, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { Icon } from '../../components/icon';
import { useMatches } from 'react-router';
import { isPortalHandle } from '../route-handle';

/** Every route of the table whose screen is not built yet: a clear notice instead of a blank page. */
export function PlaceholderRoute() {
  const def = useMatches()
    .map((m) => m.handle)
    .filter(isPortalHandle)
    .at(-1)?.def;
  return (
    <Card>
      <Result
        icon={<Icon of={ToolOutlined} style={{ color: '#8c9bb0' }} />}
        title={def?.title ?? 'Coming soon'}
        subTitle="This screen is coming in a later release."
      />
    </Card>
  );
}
