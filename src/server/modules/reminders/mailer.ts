import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * How long a mail server may take (nodemailer's defaults are 2 minutes to connect, 30 s to greet and 10 minutes of
 * silence): the tick sends one e-mail after another, so a mail server that hangs must fail one send quickly, and the
 * claim it gives back lets a later tick of the morning try again.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The folder the embedded mailer writes to (README: reading the mail folder). */
export const mailFolder = (config: Config) => path.join(config.dataDir, 'mail');

/**
 * SMTP when SMTP_URL is set; otherwise each message, exactly as it would be sent, is written to DATA_DIR/mail as an
 * .eml file (any mail program opens one), so the embedded server needs no mail server.
 */
export function createMailer(config: Config): Mailer {
  const { smtpUrl, from } = config.reminders;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      send: async (message) => {
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = mailFolder(config);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(folder, { recursive: true });
      // Sortable by time; the random part keeps two messages of one millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(folder, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
