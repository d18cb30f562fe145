import { apiFetchBlob } from './api-client';

// Object URLs are revoked late: the new tab (or the download) reads them after we return.
const REVOKE_AFTER_MS = 60_000;

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Downloads an authorised file under the server's name (Content-Disposition). */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const { blob, fileName } = await apiFetchBlob(path, fallbackName);
  saveBlob(blob, fileName);
  return fileName;
}

/**
 * Opens a server PDF in a new tab. The tab is opened before the fetch, inside the click, so
 * pop-up blockers allow it; if the browser refuses anyway the PDF is saved under its name.
 */
export async function openPdf(path: string, fallbackName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob, fileName } = await apiFetchBlob(path, fallbackName);
    if (!tab || tab.closed) {
      saveBlob(blob, fileName);
      return;
    }
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    tab.document.title = fileName;
    tab.location.href = url;
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
