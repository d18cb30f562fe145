import type { ThemeConfig } from 'antd';

/** A dense, sober back-office look: navy header, white surfaces, small radii, 13 px text. */
export const BRAND = { navy: '#0f2747', primary: '#1f55a5' } as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    borderRadius: 4,
    fontSize: 13,
    colorBgLayout: '#f3f5f8',
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: BRAND.navy, headerHeight: 52, headerPadding: '0 16px', siderBg: '#ffffff', bodyBg: '#f3f5f8', footerBg: 'transparent' },
    Menu: { itemHeight: 34, subMenuItemBg: '#ffffff', itemSelectedBg: '#e8effa' },
    Table: { cellPaddingBlockSM: 6, headerBg: '#f5f7fa' },
    Card: { headerHeight: 44 },
  },
};
