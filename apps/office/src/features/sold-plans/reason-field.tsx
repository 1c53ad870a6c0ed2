import { PLAN_REASON_MAX_LENGTH } from '@lamaa/domain';
import { TextArea } from '@lamaa/ui';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';

/** Why a sold plan is cancelled or moved: required, kept in the audit log. */
export function ReasonField(props: {
  value: string;
  onChange: (reason: string) => void;
  errorMessage?: string;
}) {
  const t = useOfficeText();
  return (
    <TextArea
      label={t('office.sold-reason')}
      isRequired
      maxLength={PLAN_REASON_MAX_LENGTH}
      value={props.value}
      onChange={props.onChange}
      {...(props.errorMessage === undefined ? {} : { errorMessage: props.errorMessage })}
    />
  );
}
