import { t } from '../i18n/translate';

/**
 * Shown while a route's code loads. Plain markup on purpose: it lives in the entry chunk, which
 * every page pays for, so it must not pull in antd components.
 */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center', color: '#666', fontSize: 13 }}>
      {t('common.loading')}
    </div>
  );
}
