import { Button } from '@lamaa/ui';
import { useText } from '../../shared/i18n/use-text.js';

/** Props of CreateFooter. */
export interface CreateFooterProps {
  /** The create button's text (Create Customer, Create Vehicle). */
  readonly createLabel: string;
  readonly isBusy: boolean;
  readonly isDisabled?: boolean;
  readonly onCancel: () => void;
  readonly onCreate: () => void;
}

/** The footer of an Add dialog: Cancel, and the create button, busy while the call runs. */
export function CreateFooter(props: CreateFooterProps) {
  const t = useText();
  return (
    <>
      <Button variant="secondary" onPress={props.onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button
        variant="primary"
        isBusy={props.isBusy}
        busyLabel={t('busy.creating')}
        isDisabled={props.isDisabled}
        onPress={props.onCreate}
      >
        {props.createLabel}
      </Button>
    </>
  );
}
