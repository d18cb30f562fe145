import { useState } from 'react';
import { Button, Flex } from 'antd';
import { FileExcelOutlined, LoadingOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@faktura/domain';
import { Icon } from '../../../components/icon';
import { errorMessages } from '../../../lib/api-client';
import { t } from '../../../i18n/translate';

// At each draw: the labels follow the chosen language.
const label = (format: ExportFormat) => (format === 'xls' ? t('reports.filters.exportXls') : t('reports.filters.downloadExcel'));
const BUSY = { icon: <Icon of={LoadingOutlined} spin /> };

type Props = {
  /** Downloads the file; rejects with the server's messages. */
  onExport: (format: ExportFormat) => Promise<unknown>;
  /** The messages to show (none: clear them). */
  onMessages: (messages: readonly string[]) => void;
  /** What stops an export before it is asked for (the filters' own rules); nothing: it goes ahead. */
  check?: () => readonly string[];
};

/** Export XLS (.xls) and Download Excel (.xlsx) of a report; each says when it is busy. */
export function ExportButtons({ onExport, onMessages, check }: Props) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    const refused = check?.() ?? [];
    if (refused.length) return onMessages(refused);
    setBusy(format);
    try {
      await onExport(format);
      onMessages([]);
    } catch (error) {
      onMessages(errorMessages(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} wrap>
      {(['xls', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          icon={<Icon of={FileExcelOutlined} />}
          loading={busy === format && BUSY}
          aria-busy={busy === format}
          onClick={() => void run(format)}
        >
          {label(format)}
        </Button>
      ))}
    </Flex>
  );
}

type ListMessages = { errors: readonly string[]; dismissErrors: () => void };

/** A list's messages with an export's added, so both show in the one red list above the filters. */
export function useExportMessages<L extends ListMessages>(list: L): { list: L; showMessages: (messages: readonly string[]) => void } {
  const [messages, setMessages] = useState<readonly string[]>([]);
  return {
    list: {
      ...list,
      // One text once, whether Search or an export refused with it.
      errors: [...new Set([...list.errors, ...messages])],
      dismissErrors: () => {
        list.dismissErrors();
        setMessages([]);
      },
    },
    showMessages: setMessages,
  };
}
