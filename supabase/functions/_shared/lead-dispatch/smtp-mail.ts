// Lead mail leaves through SMTP (nodemailer) in every environment: the local catcher, the
// CLI's Mailpit or the production provider differ only in settings. Addresses go in as
// objects, never parsed from text, and no message may pull in a file or a URL.
import type { SmtpSettings } from '../mail/smtp.ts';
import { smtpTransport } from '../mail/smtp.ts';
import type { MailMessage } from './lead-mail.tsx';
import type { Address } from './settings.ts';

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpMailSender(smtp: SmtpSettings, from: Address): MailSender {
  const transport = smtpTransport(smtp);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.calendar && {
          icalEvent: { ...message.calendar, filename: 'invite.ics' },
        }),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}
