// Sends e-mail through the SMTP server the owner configures (LAMAA_SMTP_URL). Lamaa needs no
// mail server: without one there is no mailer and the office copies links by hand.

/** One plain-text message. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Something that delivers a message or throws. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** How long a mail server may take to connect, greet and answer before the send fails. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * A mailer for an SMTP URL (`smtp://user:pass@host:587`, `smtps://…` for TLS from the first
 * byte) sending from `from`. Nodemailer is loaded only here, so a server without mail never
 * loads it.
 */
export async function smtpMailer(url: string, from: string): Promise<Mailer> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(
    {
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from },
  );
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}
