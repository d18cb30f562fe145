import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The server writes mail to $DATA_DIR/mail (no SMTP_URL in journeys): one .eml per mail. */
export const mailDir = () => path.join(process.env.E2E_DATA_DIR!, 'mail');

/** The newest mail containing every text, its quoted-printable soft breaks undone; waits for the mail worker. */
export async function mailWith(...texts: string[]): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(mailDir())
          ? fs
              .readdirSync(mailDir())
              .filter((f) => f.endsWith('.eml'))
              .sort()
              .reverse()
          : [];
        found = files
          .map((f) =>
            fs
              .readFileSync(path.join(mailDir(), f), 'utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '='),
          )
          .find((m) => texts.every((t) => m.includes(t)));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
