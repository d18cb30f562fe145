import { useState } from 'react';
import { errorMessages } from './api-client';
import { downloadFile } from './open-file';

/**
 * A download button's state: busy while the file comes, and the server's refusal handed to
 * `onMessages` (an empty list once a download succeeds, so an old refusal goes away).
 */
export function useDownload(onMessages: (messages: string[]) => void) {
  const [busy, setBusy] = useState(false);
  const download = async (path: string, fallbackName: string) => {
    setBusy(true);
    try {
      await downloadFile(path, fallbackName);
      onMessages([]);
    } catch (error) {
      onMessages(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
