import type { PasswordLink } from '@lamaa/api-client';
import { Button, Dialog, TextField, useFormat } from '@lamaa/ui';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { useBranchZone } from '../../shared/session/auth-context.js';

/** The link in full: this page's origin in front of the path the server gave. */
export function linkUrl(link: PasswordLink, origin: string): string {
  return new URL(link.path, origin).toString();
}

/**
 * Shows a one-time set-password link once, with Copy: the owner or manager passes it on to the
 * employee, and says whether the server also e-mailed it (only with a mail server set up).
 */
export function PasswordLinkDialog(props: {
  name: string;
  email: string;
  link: PasswordLink;
  onClose: () => void;
}) {
  const t = useOfficeText();
  const format = useFormat();
  const timeZone = useBranchZone();
  const { toasts } = useOfficeServices();
  const url = linkUrl(props.link, window.location.origin);
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toasts.success(t('office.copied')),
      () => toasts.error(t('office.copy-failed')),
    );
  return (
    <Dialog
      title={t('office.link-title', { name: props.name })}
      description={t('office.link-body', {
        name: props.name,
        expires: format.dateTime(props.link.expires_at, timeZone),
      })}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={() => void copy()}>
            {t('office.copy')}
          </Button>
          <Button variant="primary" onPress={props.onClose}>
            {t('office.done')}
          </Button>
        </>
      }
    >
      <TextField label={t('office.link-label')} value={url} isReadOnly name="password_link" />
      {props.link.mail === 'off' ? null : (
        <p role="status">
          {props.link.mail === 'sent'
            ? t('office.link-mailed', { email: props.email })
            : t('office.link-mail-failed', { email: props.email })}
        </p>
      )}
    </Dialog>
  );
}
