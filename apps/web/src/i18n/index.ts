import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN } from './zh-cn';

void i18n.use(initReactI18next).init({
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  resources: { 'zh-CN': { translation: zhCN } },
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
