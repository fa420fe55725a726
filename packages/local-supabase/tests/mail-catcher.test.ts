// The local mail catcher against Mailpit's API v1: a lead-style mail sent with nodemailer
// (several recipients, Cc, Bcc, Reply-To, text and HTML, an .ics attachment) read back as
// summaries, a message, a part, the source and the headers; search, deletion, the newest-N
// limit, persistence across a restart, the page's escaping and bad requests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailCatcher } from '../src/mail-catcher/start-mail-catcher.ts';
import { startMailCatcher } from '../src/mail-catcher/start-mail-catcher.ts';

const workDir = mkdtempSync(join(tmpdir(), 'mail-catcher-'));
const file = join(workDir, 'db.inbox.json');
const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'BEGIN:VEVENT',
  'UID:call-1@example.com',
  'DTSTART:20270105T150000Z',
  'SUMMARY:Discovery call',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher({ file });
});

afterAll(async () => {
  await catcher?.close();
  rmSync(workDir, { recursive: true, force: true });
});

function sendMail(
  to: MailCatcher,
  mail: Parameters<ReturnType<typeof createTransport>['sendMail']>[0],
) {
  const transport = createTransport({ host: to.smtp.host, port: to.smtp.port, secure: false });
  return transport.sendMail(mail).finally(() => transport.close());
}

const api = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(`${catcher.url}${path}`, init);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
};

interface Summary {
  ID: string;
  Read: boolean;
  Subject: string;
}
interface List {
  total: number;
  messages_count: number;
  messages: Summary[];
}

const leadMail = {
  from: 'Cognivance AI <no-reply@cognivance.example>',
  to: ['Sales <sales@cognivance.example>', 'ops@cognivance.example'],
  cc: 'Boss <boss@cognivance.example>',
  bcc: 'archive@cognivance.example',
  replyTo: 'Ana Díaz <ana@client.example>',
  subject: 'New booking: Ana Díaz, Discovery call',
  text: 'Ana Díaz booked a discovery call.\nReply to reach her.',
  html: '<p><strong>Ana Díaz</strong> booked a discovery call.</p>',
  attachments: [
    {
      filename: 'discovery-call.ics',
      content: calendar,
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    },
  ],
};

describe('a mail with everything a lead notification carries', () => {
  let id = '';

  beforeAll(async () => {
    await sendMail(catcher, leadMail);
    const list = await api<List>('/api/v1/messages');
    id = list.messages[0]?.ID ?? '';
  });

  it("is listed in Mailpit's summary shape", async () => {
    const list = await api<Record<string, unknown>>('/api/v1/messages');
    expect(list).toMatchObject({
      total: 1,
      unread: 1,
      count: 1,
      messages_count: 1,
      start: 0,
      tags: [],
    });
    expect((list.messages as unknown[])[0]).toEqual({
      ID: id,
      MessageID: expect.stringMatching(/@cognivance\.example$/),
      Read: false,
      From: { Name: 'Cognivance AI', Address: 'no-reply@cognivance.example' },
      To: [
        { Name: 'Sales', Address: 'sales@cognivance.example' },
        { Name: '', Address: 'ops@cognivance.example' },
      ],
      Cc: [{ Name: 'Boss', Address: 'boss@cognivance.example' }],
      // Only the envelope knew it; the catcher adds it to Bcc as Mailpit does.
      Bcc: [{ Name: '', Address: 'archive@cognivance.example' }],
      ReplyTo: [{ Name: 'Ana Díaz', Address: 'ana@client.example' }],
      Subject: 'New booking: Ana Díaz, Discovery call',
      Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      Username: '',
      Tags: [],
      Size: expect.any(Number),
      Attachments: 1,
      Snippet: 'Ana Díaz booked a discovery call. Reply to reach her.',
    });
  });

  it('is read whole, and is then marked read', async () => {
    const message = await api<Record<string, unknown>>(`/api/v1/message/${id}`);
    expect(message).toMatchObject({
      ID: id,
      From: { Name: 'Cognivance AI', Address: 'no-reply@cognivance.example' },
      ReplyTo: [{ Name: 'Ana Díaz', Address: 'ana@client.example' }],
      ReturnPath: 'no-reply@cognivance.example',
      Subject: 'New booking: Ana Díaz, Discovery call',
      Date: expect.stringMatching(/^\d{4}-/),
      Tags: [],
      Text: 'Ana Díaz booked a discovery call.\nReply to reach her.',
      HTML: '<p><strong>Ana Díaz</strong> booked a discovery call.</p>',
      Inline: [],
    });
    expect(message.Attachments).toEqual([
      {
        PartID: expect.stringMatching(/^\d+(\.\d+)*$/),
        FileName: 'discovery-call.ics',
        ContentType: 'text/calendar',
        ContentID: '',
        Size: Buffer.byteLength(calendar),
        Checksums: {
          MD5: expect.stringMatching(/^[0-9a-f]{32}$/),
          SHA1: expect.stringMatching(/^[0-9a-f]{40}$/),
          SHA256: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      },
    ]);
    const list = await api<List>('/api/v1/messages');
    expect(list.messages[0]?.Read).toBe(true);
    expect((await api<{ ID: string }>('/api/v1/message/latest')).ID).toBe(id);
  });

  it('hands out the attachment, the source and the headers', async () => {
    const { Attachments } = await api<{ Attachments: { PartID: string }[] }>(
      `/api/v1/message/${id}`,
    );
    const part = await fetch(`${catcher.url}/api/v1/message/${id}/part/${Attachments[0]?.PartID}`);
    expect(part.status).toBe(200);
    expect(part.headers.get('content-type')).toBe('text/calendar');
    expect(part.headers.get('content-disposition')).toBe('inline; filename="discovery-call.ics"');
    expect(await part.text()).toBe(calendar);

    const raw = await fetch(`${catcher.url}/api/v1/message/${id}/raw`);
    expect(raw.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const source = await raw.text();
    expect(source).toMatch(/^Return-Path: <no-reply@cognivance\.example>\r\n/);
    expect(source).toContain('Content-Type: text/calendar');

    const headers = await api<Record<string, string[]>>(`/api/v1/message/${id}/headers`);
    expect(headers['Reply-To']).toEqual(['=?UTF-8?Q?Ana_D=C3=ADaz?= <ana@client.example>']);
    expect(headers['Return-Path']).toEqual(['<no-reply@cognivance.example>']);
    expect(headers.Bcc).toEqual(['archive@cognivance.example']);
    expect(Object.keys(headers)).toEqual([...Object.keys(headers)].sort());
  });

  it.each([
    ['to:ops@cognivance.example', 1],
    ['to:OPS@COGNIVANCE.EXAMPLE', 1],
    ['to:nobody@cognivance.example', 0],
    ['from:no-reply@cognivance.example', 1],
    ['cc:boss@', 1],
    ['bcc:archive', 1],
    ['reply-to:ana@client.example', 1],
    ['subject:"new booking: ana"', 1],
    ['subject:"new lead"', 0],
    ['discovery call', 1],
    ['"reach her"', 1],
    ['discovery-call.ics', 1],
    ['to:sales@cognivance.example -subject:booking', 0],
    ['to:sales@cognivance.example !has:attachment', 0],
    ['has:attachment is:read', 1],
  ])('is found by the search %s: %i', async (query, found) => {
    const list = await api<List>(`/api/v1/search?query=${encodeURIComponent(query)}`);
    expect(list.messages_count).toBe(found);
    expect(list.messages).toHaveLength(found);
    expect(list.total).toBe(1);
  });
});

describe('the mailbox', () => {
  it('lists newest first, pages, and deletes by ID or all', async () => {
    await fetch(`${catcher.url}/api/v1/messages`, { method: 'DELETE' });
    for (const n of [1, 2, 3]) {
      await sendMail(catcher, {
        from: 'a@example.com',
        to: 'b@example.com',
        subject: `n${n}`,
        text: 'x',
      });
    }
    const list = await api<List>('/api/v1/messages?limit=2&start=1');
    expect(list.total).toBe(3);
    expect(list.messages.map((message) => message.Subject)).toEqual(['n2', 'n1']);
    const newest = (await api<List>('/api/v1/messages')).messages[0];
    expect(newest?.Subject).toBe('n3');

    const byId = await fetch(`${catcher.url}/api/v1/messages`, {
      method: 'DELETE',
      body: JSON.stringify({ IDs: [newest?.ID] }),
    });
    expect(await byId.text()).toBe('ok');
    expect((await api<List>('/api/v1/messages')).messages.map((m) => m.Subject)).toEqual([
      'n2',
      'n1',
    ]);
    await fetch(`${catcher.url}/api/v1/search?query=subject:n2`, { method: 'DELETE' });
    expect((await api<List>('/api/v1/messages')).total).toBe(1);
    await fetch(`${catcher.url}/api/v1/messages`, { method: 'DELETE', body: '{"IDs": []}' });
    expect((await api<List>('/api/v1/messages')).total).toBe(0);
    expect((await fetch(`${catcher.url}/api/v1/message/latest`)).status).toBe(404);
  });

  it('survives a restart when it has a file', async () => {
    await sendMail(catcher, { ...leadMail, subject: 'Kept across a restart' });
    const before = await api<List>('/api/v1/messages');
    await catcher.close();
    catcher = await startMailCatcher({ file });
    const after = await api<List>('/api/v1/messages');
    expect(after.messages).toEqual(before.messages);
    const { Attachments } = await api<{ Attachments: { FileName: string }[] }>(
      '/api/v1/message/latest',
    );
    expect(Attachments[0]?.FileName).toBe('discovery-call.ics');
  });

  it('keeps only the newest messages', async () => {
    const small = await startMailCatcher({ keep: 2 });
    try {
      for (const n of [1, 2, 3]) {
        await sendMail(small, {
          from: 'a@example.com',
          to: 'b@example.com',
          subject: `k${n}`,
          text: 'x',
        });
      }
      const list = (await (await fetch(`${small.url}/api/v1/messages`)).json()) as List;
      expect(list.messages.map((message) => message.Subject)).toEqual(['k3', 'k2']);
    } finally {
      await small.close();
    }
  });

  it('refuses a message over 10 MB', async () => {
    const big = {
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'big',
      text: 'x'.repeat(11 * 1024 * 1024),
    };
    await expect(sendMail(catcher, big)).rejects.toMatchObject({ responseCode: 552 });
  });
});

describe('the page', () => {
  it('shows a hostile subject as text, and runs no script', async () => {
    await sendMail(catcher, {
      from: 'a@example.com',
      to: '"<img src=x onerror=alert(1)>" <b@example.com>',
      subject: '<script>alert(1)</script>',
      text: 'see https://example.com/?a=1&b="2"',
      html: '<script>alert(2)</script>',
    });
    const response = await fetch(catcher.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    );
    const html = await response.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain(
      '<a href="https://example.com/?a=1&amp;b=">https://example.com/?a=1&amp;b=</a>',
    );
    expect(html).not.toMatch(/<script|<img/);
  });
});

describe('bad requests', () => {
  it.each([
    ['GET', '/api/v1/nothing', 404],
    ['GET', '/api/v1/message/no-such-id', 404],
    ['GET', '/api/v1/message/%E0%A4%A', 400],
    ['GET', '/api/v1/search', 400],
    ['POST', '/api/v1/messages', 405],
    ['PATCH', '/', 405],
  ])('%s %s answers %i', async (method, path, status) => {
    const response = await fetch(`${catcher.url}${path}`, { method });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ Error: expect.any(String) });
  });

  it.each(['{"IDs": [1]}', '{not json', '[]'])('DELETE with %s answers 400', async (body) => {
    const response = await fetch(`${catcher.url}/api/v1/messages`, { method: 'DELETE', body });
    expect(response.status).toBe(400);
  });

  it('leaves the catcher serving', async () => {
    expect((await fetch(`${catcher.url}/api/v1/messages`)).status).toBe(200);
  });
});
