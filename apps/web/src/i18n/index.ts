export { getLanguage, setLanguage, useLanguage } from './language';
export { completeCatalogues, loadLanguage } from './load';
export { antdLocale } from './antd-locale';
export { menuLabel, t, useT, type MessageKey } from './translate';
export { translateMessage, translateTitle } from './messages';
