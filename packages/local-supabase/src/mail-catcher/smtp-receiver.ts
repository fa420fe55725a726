// The mail catcher's SMTP side, as Mailpit's: any sender, any recipient, no TLS, any
// credentials or none, messages up to maxMessageBytes. Each message is stamped as Mailpit
// stamps it (Return-Path from the envelope, a Message-ID when it has none, envelope
// recipients missing from To/Cc/Bcc added to Bcc) and stored. Runs in Node.
// Invariant: a message is acknowledged (250) only once it is in the store.
import { randomUUID } from 'node:crypto';
import { parseAddressHeader } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerSession } from 'smtp-server';
import type { HeaderField } from './mime-headers.ts';
import { headerFields, headerValue, withHeaders } from './mime-headers.ts';
import type { MessageStore } from './message-store.ts';

export const maxMessageBytes = 10 * 1024 * 1024;

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

function stamped(source: Buffer, session: SMTPServerSession): Buffer {
  const fields = headerFields(source);
  const stamps: HeaderField[] = [];
  const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  if (headerValue(fields, 'Return-Path').replace(/^<|>$/g, '') !== sender) {
    stamps.push({ name: 'Return-Path', value: `<${sender}>` });
  }
  if (!headerValue(fields, 'Message-ID')) {
    stamps.push({ name: 'Message-ID', value: `<${randomUUID()}@mail-catcher>` });
  }
  const values = (name: string) =>
    fields.filter((field) => field.name === name).map((f) => f.value);
  const listed = new Set(
    parseAddressHeader([...values('To'), ...values('Cc'), ...values('Bcc')], {
      flatten: true,
    }).value.map((entry) => entry.address?.toLowerCase()),
  );
  const hidden = session.envelope.rcptTo
    .map((recipient) => recipient.address)
    .filter((address) => !listed.has(address.toLowerCase()));
  if (hidden.length > 0) {
    stamps.push({ name: 'Bcc', value: [...values('Bcc'), ...hidden].join(', ') });
  }
  return withHeaders(source, stamps);
}

export async function listenSmtp(
  store: MessageStore,
  host: string,
  port: number,
): Promise<SmtpReceiver> {
  const server = new SMTPServer({
    logger: false,
    banner: 'local mail catcher',
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // Like Mailpit's --smtp-auth-accept-any: a sender configured with credentials still works.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? '' }),
    size: maxMessageBytes,
    rejectOversized: true,
    disableReverseLookup: true,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Past the limit the server answers 552 itself; only stop holding the bytes.
        if (size <= maxMessageBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback();
        const username = typeof session.user === 'string' ? session.user : '';
        store.add(stamped(Buffer.concat(chunks), session), username).then(
          (message) => callback(null, `Ok: queued as ${message.id}`),
          (error: unknown) => {
            console.error('[mail-catcher] could not store a message:', error);
            callback(
              Object.assign(new Error('Message could not be parsed'), { responseCode: 554 }),
            );
          },
        );
      });
    },
  });
  // A client that drops its connection mid-session is its own problem; the catcher goes on.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
