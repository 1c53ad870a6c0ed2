import type { Service } from '@lamaa/api-client';
import { Dialog } from '@lamaa/ui';
import { useText } from '../../shared/i18n/use-text.js';

/** The What's Included modal: the service's bilingual included entries. */
export function IncludedDialog({
  service,
  onClose,
}: {
  readonly service: Service | null;
  readonly onClose: () => void;
}) {
  const t = useText();
  return (
    <Dialog
      title={t('pos.whats-included')}
      isOpen={service !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="sm"
    >
      <ul className="pos-options">
        {(service?.included ?? []).map((entry, index) => (
          <li key={index} className="pos-options__names">
            <span lang="en" dir="ltr">
              {entry.en}
            </span>
            <span lang="ar" dir="rtl">
              {entry.ar}
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
