import { ConfigProvider, Drawer } from 'antd';
import type { MenuUser } from '@faktura/domain';
import { MainMenu } from './main-menu';

// Entries a thumb can hit: 44 px rows instead of the desktop's 34.
const TOUCH_MENU = { components: { Menu: { itemHeight: 44 } } };

type Props = { user: MenuUser; open: boolean; onClose: () => void };

/**
 * The main menu on a phone: a drawer from the left, opened by the header's menu button. It is a
 * dialog (focus moves in, Escape closes it, focus returns to the button) and closes as soon as a
 * page is chosen.
 */
export function MenuDrawer({ user, open, onClose }: Props) {
  return (
    <Drawer title="Menu" placement="left" size={288} open={open} onClose={onClose} styles={{ body: { padding: 0 } }} closable={{ 'aria-label': 'Close menu' }}>
      <ConfigProvider theme={TOUCH_MENU}>
        <MainMenu user={user} onNavigate={onClose} />
      </ConfigProvider>
    </Drawer>
  );
}
