/** One part of a hand-made multipart/form-data body; `filenameStar` is sent RFC 5987-encoded (any character, NUL included). */
export type FormPart = { field?: string; filename?: string; filenameStar?: string; type?: string; content: Buffer | string };

export const BOUNDARY = 'faktura-test-boundary-7MA4YWxkTrZu0gW';

function disposition(part: FormPart): string {
  let value = `form-data; name="${part.field ?? 'file'}"`;
  if (part.filename !== undefined) value += `; filename="${part.filename}"`;
  if (part.filenameStar !== undefined) value += `; filename*=UTF-8''${encodeURIComponent(part.filenameStar)}`;
  return value;
}

/** The body bytes of these parts, closed by the final boundary unless `unterminated`. */
export function formBody(parts: FormPart[], { boundary = BOUNDARY, unterminated = false } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const type = part.type ?? (part.filename !== undefined || part.filenameStar !== undefined ? 'application/octet-stream' : undefined);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition(part)}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.from(part.content), Buffer.from('\r\n'));
  }
  if (!unterminated) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** app.inject options for a body of these parts (`contentType` replaces the header, to lie about it or drop the boundary). */
export function formRequest(parts: FormPart[], options: { boundary?: string; unterminated?: boolean; contentType?: string } = {}) {
  return {
    payload: formBody(parts, options),
    headers: { 'content-type': options.contentType ?? `multipart/form-data; boundary=${options.boundary ?? BOUNDARY}` },
  };
}
