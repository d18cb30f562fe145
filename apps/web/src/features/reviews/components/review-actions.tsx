import { Button, Flex, Switch } from 'antd';
import type { ReviewView } from '@faktura/domain';
import type { ReviewVersion } from './review-version';

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
        <Button onClick={on.onCancel}>Cancel</Button>
        <Button loading={busy.exporting} onClick={on.onExport}>
          Export to Excel
        </Button>
        <Button disabled={view.attachments.length === 0} onClick={on.onDownload}>
          Download
        </Button>
        {v2 ? (
          <>
            <Button loading={busy.exporting} onClick={on.onDownloadLines}>
              Download Line
            </Button>
            <Switch checked={showLines} onChange={onToggleLines} checkedChildren="Lines shown" unCheckedChildren="Lines hidden" aria-label="Show lines" />
          </>
        ) : null}
      </Flex>
      {canAct ? (
        <Flex gap={8} wrap>
          {v2 || view.kind === 'NON_PO' ? (
            <Button loading={busy.verify} disabled={view.verified} onClick={on.onVerify}>
              {view.verified ? 'Verified ✓' : 'Verified'}
            </Button>
          ) : null}
          <Button danger onClick={on.onReject}>
            Reject
          </Button>
          <Button loading={busy.save} onClick={on.onSave}>
            Save
          </Button>
          <Button type="primary" loading={busy.submit} disabled={!canSubmit} onClick={on.onSubmit}>
            Submit to Rekomendator
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
