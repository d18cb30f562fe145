import { apiFetchBlob } from './api-client';

// Object URLs are revoked late: the browser reads the download after we return.
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

/**
 * Downloads an authorised file under the server's name (Content-Disposition): attachments, and
 * the printed PDFs (good-receipt-{DDMMYYYYHHmmss}.pdf, batch-report-{DDMMYYYYHHmmss}.pdf).
 *
 * Why prints are downloads and not a new tab: the endpoints need the bearer token, so a tab could
 * only show the PDF from a `blob:` URL, which carries no name: saving it from the viewer lost the
 * spec's file name. A URL carrying the token would leak it into history and logs, and a one-time
 * ticket endpoint would be server work for nothing the download does not give: a file under its
 * own name that the browser's download bar opens, for printing, in one click.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const { blob, fileName } = await apiFetchBlob(path, fallbackName);
  saveBlob(blob, fileName);
  return fileName;
}
