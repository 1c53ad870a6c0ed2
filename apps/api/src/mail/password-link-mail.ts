// The e-mail that carries a set-password link, in English and Arabic, when the office has a
// mail server. The link is made and answered whatever happens here: a mail that cannot be
// sent is reported as `failed` and the owner copies the link by hand.
import type { Mailer } from './mailer.js';

/** What became of the e-mail: sent, failed (logged), or off (no mail server configured). */
export type LinkMailOutcome = 'sent' | 'failed' | 'off';

/** The office's mail server and the address people open Lamaa at. */
export interface MailSettings {
  readonly mailer: Mailer;
  /** LAMAA_PUBLIC_URL; without it, the origin the office was reached at. */
  readonly publicUrl: string | undefined;
}

/** Who the link is for. */
export interface LinkRecipient {
  readonly email: string;
  readonly name: { readonly en: string; readonly ar: string };
}

/** The link as the staff services answer it. */
export interface IssuedLink {
  readonly path: string;
  readonly expires_at: string;
}

const SUBJECT = 'Set your Lamaa password · عيّن كلمة المرور في لمعة';

function until(expiresAt: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(expiresAt));
}

/** The message's text: English first, then Arabic. */
export function linkMailText(
  recipient: LinkRecipient,
  url: string,
  expiresAt: string,
  timeZone: string,
): string {
  return [
    `Hello ${recipient.name.en},`,
    '',
    'You have a Lamaa account. Set your password here:',
    url,
    '',
    `The link works once, until ${until(expiresAt, 'en-GB', timeZone)}. If you did not expect it, ignore this message.`,
    '',
    '---',
    '',
    `مرحبًا ${recipient.name.ar}،`,
    '',
    'لديك حساب في لمعة. عيّن كلمة المرور من هنا:',
    url,
    '',
    `يعمل الرابط مرة واحدة حتى ${until(expiresAt, 'ar-AE', timeZone)}. إن لم تكن تنتظره فتجاهل هذه الرسالة.`,
    '',
  ].join('\n');
}

/**
 * E-mails the link to its employee when a mail server is configured. `origin` is where the
 * request reached the server, used when LAMAA_PUBLIC_URL is not set.
 */
export async function mailPasswordLink(
  settings: MailSettings | undefined,
  recipient: LinkRecipient,
  link: IssuedLink,
  context: { readonly origin: string; readonly timeZone: string },
): Promise<LinkMailOutcome> {
  if (!settings) return 'off';
  const url = new URL(link.path, settings.publicUrl ?? context.origin).href;
  try {
    await settings.mailer.send({
      to: recipient.email,
      subject: SUBJECT,
      text: linkMailText(recipient, url, link.expires_at, context.timeZone),
    });
    return 'sent';
  } catch (error) {
    console.warn(`[api] the set-password e-mail was not sent: ${String(error)}`);
    return 'failed';
  }
}
