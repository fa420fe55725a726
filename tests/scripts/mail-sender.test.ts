// The From address of the app's local mail, auth and lead mail alike (mail-sender.ts).
import { describe, expect, it } from 'vitest';
import { mailSender } from '../../scripts/local-backend/mail-sender.ts';

describe('the local mail sender', () => {
  it("is the site's no-reply address unless SMTP_SENDER names another", () => {
    expect(mailSender({})).toBe('Cognivance AI <no-reply@cognivance.example>');
    expect(mailSender({ SMTP_SENDER: 'Ops <ops@example.com>' })).toBe('Ops <ops@example.com>');
  });
});
