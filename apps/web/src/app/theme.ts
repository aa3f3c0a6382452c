import type { ThemeConfig } from 'antd';
import { SETTINGS } from '../stores/app-store';

/**
 * Colours of the interface, chosen for WCAG 2.1 AA contrast (docs/decisions/0003-brand-colour-contrast.md).
 * The brand colour #1890ff stays antd's colorPrimary: borders, focus rings, ink bars, check marks, charts.
 * White text at 14 px on it measures 3.24:1, under the 4.5:1 that normal text needs, so text in the
 * primary colour and every filled surface that carries white text (primary buttons, the selected menu
 * item, the active tab of the tag bar, checked switches) use the darker shades below.
 */
export const BRAND = SETTINGS.themeColor; // #1890ff
/** Selected and filled states, and text in the primary colour: 6.16:1 with white. */
export const BRAND_STRONG = '#0958d9';
/** Hover of those: 5.19:1 with white. */
export const BRAND_STRONG_HOVER = '#1668dc';
/** Pressed: 8.97:1 with white. */
export const BRAND_PRESSED = '#003eb3';
/** Errors, danger buttons and required marks: 5.57:1 with white (antd's #ff4d4f measures 3.26:1). */
export const DANGER = '#cf1322';

/**
 * Grey text. antd's tertiary grey rgba(0,0,0,.45) (#8c8c8c, 3.36:1) and the placeholder grey .25
 * (#bfbfbf, 1.83:1) are too light for text; .57 is 5.10:1 on white and at least 4.76:1 on every light
 * surface of the product (#fafafa, #f0f2f5, #e6f7ff, #bae7ff). Disabled text is exempt and keeps .25.
 */
export const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.57)';

/** antd's CSS variables (--ant-color-…) are declared on this class, which the body carries, so the product's own CSS can use them. */
export const THEME_CSS_VAR_KEY = 'notaria-theme';

export const THEME: ThemeConfig = {
  cssVar: { key: THEME_CSS_VAR_KEY },
  token: {
    colorPrimary: BRAND,
    colorInfo: BRAND,
    colorError: DANGER,
    colorLink: BRAND_STRONG,
    colorLinkHover: BRAND_STRONG_HOVER,
    colorLinkActive: BRAND_PRESSED,
    colorPrimaryText: BRAND_STRONG,
    colorPrimaryTextHover: BRAND_STRONG_HOVER,
    colorPrimaryTextActive: BRAND_PRESSED,
    colorInfoText: BRAND_STRONG,
    colorSuccessText: '#237804',
    colorWarningText: '#874d00',
    colorErrorText: DANGER,
    colorTextTertiary: TEXT_TERTIARY,
    colorTextDescription: TEXT_TERTIARY,
    colorTextPlaceholder: TEXT_TERTIARY,
    // Icons such as the select arrow and the clear button: 3.36:1, above the 3:1 for graphics.
    colorTextQuaternary: 'rgba(0, 0, 0, 0.45)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.25)',
    borderRadius: 6,
  },
  components: {
    Button: { colorPrimary: BRAND_STRONG, colorPrimaryHover: BRAND_STRONG_HOVER, colorPrimaryActive: BRAND_PRESSED },
    Menu: { darkItemSelectedBg: BRAND_STRONG, itemSelectedColor: BRAND_STRONG },
    Tabs: { itemSelectedColor: BRAND_STRONG, itemHoverColor: BRAND_STRONG_HOVER, itemActiveColor: BRAND_PRESSED, inkBarColor: BRAND },
    Pagination: { itemActiveColor: BRAND_STRONG, itemActiveColorHover: BRAND_STRONG_HOVER },
    Switch: { colorPrimary: BRAND_STRONG, colorPrimaryHover: BRAND_STRONG_HOVER },
    Radio: { colorPrimary: BRAND_STRONG, colorPrimaryHover: BRAND_STRONG_HOVER, colorPrimaryActive: BRAND_PRESSED },
    Steps: { colorPrimary: BRAND_STRONG },
    DatePicker: { colorPrimary: BRAND_STRONG },
    Calendar: { colorPrimary: BRAND_STRONG },
    // The empty table's 暂无数据 is drawn in the disabled grey; it is information, not a disabled control.
    Table: { colorTextDisabled: TEXT_TERTIARY },
    // Tag text is the 7th shade of its palette on the 1st; these colours' 7th shade is under 4.5:1 there.
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      colorInfo: BRAND_STRONG,
      green7: '#237804',
      cyan7: '#006d75',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
    },
  },
};

/** The theme, with antd's animations off for people who ask their system for reduced motion. */
export const themeFor = ({ reducedMotion }: { reducedMotion: boolean }): ThemeConfig =>
  reducedMotion ? { ...THEME, token: { ...THEME.token, motion: false } } : THEME;
