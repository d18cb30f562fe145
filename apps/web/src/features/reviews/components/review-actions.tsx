import { Button, Flex, Switch } from 'antd';
import type { ReviewView } from '@faktura/domain';
import type { ReviewVersion } from './review-version';
import { t } from '../../../i18n/translate';

type Busy = { save: boolean; submit: boolean; verify: boolean; exporting: boolean };
type Handlers = {
  onCancel: () => void;
  onExport: () => void;
  onDownload: () => void;
  onDownloadLines: () => void;
  onVerify: () => void;
  onReject: () => void;
  onSave: () => void;
  onSubmit: () => void;
};

type Props = Handlers & { view: ReviewView; version: ReviewVersion; busy: Busy; showLines: boolean; onToggleLines: (show: boolean) => void };

/**
 * The review's buttons: Cancel, Export to Excel and Download for everyone who
 * reads it; Save, Reject, Submit to Rekomendator and (v2) Verified only for a PIC while the header
 * is OPEN. Submit waits for Verified on a non-PO invoice; Verified is disabled once given.
 */
export function ReviewActions({ view, version, busy, showLines, onToggleLines, ...on }: Props) {
  const { canAct, canSubmit } = view.permissions;
  const v2 = version === 'v2';
  return (
    <Flex gap={8} wrap justify="space-between" align="center">
      <Flex gap={8} wrap align="center">
        <Button onClick={on.onCancel}>{t('review.actions.cancel')}</Button>
        <Button loading={busy.exporting} onClick={on.onExport}>
          {t('review.actions.exportExcel')}
        </Button>
        <Button disabled={view.attachments.length === 0} onClick={on.onDownload}>
          {t('review.actions.download')}
        </Button>
        {v2 ? (
          <>
            <Button loading={busy.exporting} onClick={on.onDownloadLines}>
              {t('review.actions.downloadLine')}
            </Button>
            <Switch
              checked={showLines}
              onChange={onToggleLines}
              checkedChildren={t('review.actions.linesShown')}
              unCheckedChildren={t('review.actions.linesHidden')}
              aria-label={t('review.actions.showLines')}
            />
          </>
        ) : null}
      </Flex>
      {canAct ? (
        <Flex gap={8} wrap>
          {v2 || view.kind === 'NON_PO' ? (
            <Button loading={busy.verify} disabled={view.verified} onClick={on.onVerify}>
              {view.verified ? t('review.actions.verifiedDone') : t('review.actions.verify')}
            </Button>
          ) : null}
          <Button danger onClick={on.onReject}>
            {t('review.actions.reject')}
          </Button>
          <Button loading={busy.save} onClick={on.onSave}>
            {t('review.actions.save')}
          </Button>
          <Button type="primary" loading={busy.submit} disabled={!canSubmit} onClick={on.onSubmit}>
            {t('review.actions.submit')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
