import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives, parsed. */
export type TestSmtp = { url: string; port: number; received: ParsedMail[]; stop(): Promise<void>; start(): Promise<void> };

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let bound = port;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => server!.listen(bound, '127.0.0.1', () => resolve()));
    bound = (server.server.address() as AddressInfo).port;
  };
  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${bound}`;
    },
    get port() {
      return bound;
    },
    received,
    start,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
