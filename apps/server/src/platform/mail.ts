import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends Mail {
  id: number;
  sentAt: string;
}

/** Sends mail. SMTP in production; a development mailbox when the simulators run. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP through nodemailer, from an smtp(s):// URL carrying host, port and credentials. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Kept in the development mailbox, so a person and the browser tests can follow a link. */
const MAILBOX_SIZE = 500;

/** The development mailbox: mails kept in memory (embedded mode is one process). */
export function devMailbox() {
  const mails: StoredMail[] = [];
  let nextId = 1;
  return {
    async send(mail: Mail): Promise<void> {
      mails.unshift({ ...mail, id: nextId++, sentAt: new Date().toISOString() });
      if (mails.length > MAILBOX_SIZE) mails.length = MAILBOX_SIZE;
    },
    /** Newest first; only those sent to `to` when it is given. */
    list(to?: string): StoredMail[] {
      const wanted = to?.trim().toLowerCase();
      return wanted ? mails.filter((mail) => mail.to.toLowerCase() === wanted) : [...mails];
    },
  };
}

export type DevMailbox = ReturnType<typeof devMailbox>;

/** Without SMTP or the simulators mail cannot go anywhere: each one is logged as dropped. */
export function droppedMailer(log: (subject: string) => void): Mailer {
  return {
    async send(mail) {
      log(mail.subject);
    },
  };
}
