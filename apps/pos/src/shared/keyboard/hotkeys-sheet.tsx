import { COUNTER_HOTKEYS } from '@lamaa/domain';
import { Button, Dialog } from '@lamaa/ui';
import { useText } from '../i18n/use-text.js';
import './hotkeys-sheet.css';

/** The `?` sheet: every counter shortcut with what it does, in the current language. */
export function HotkeysSheet(props: { isOpen: boolean; onClose: () => void }) {
  const t = useText();
  return (
    <Dialog
      title={t('pos.hotkeys-title')}
      isOpen={props.isOpen}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      footer={
        <Button variant="primary" onPress={props.onClose}>
          {t('pos.hotkeys-close')}
        </Button>
      }
    >
      <dl className="pos-hotkeys">
        {COUNTER_HOTKEYS.map((hotkey) => (
          <div key={hotkey.action} className="pos-hotkeys__row">
            <dt>
              <kbd dir="ltr">{hotkey.label}</kbd>
            </dt>
            <dd>{t(`pos.hotkey.${hotkey.action}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="pos-hotkeys__note">{t('pos.hotkeys-note')}</p>
      <p className="pos-hotkeys__note">{t('pos.hotkeys-grid')}</p>
    </Dialog>
  );
}
