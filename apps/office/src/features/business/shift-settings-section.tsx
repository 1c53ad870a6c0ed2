import type { ShiftSettingsAnswer } from '@lamaa/api-client';
import { filsToAed, parseAedInput } from '@lamaa/domain';
import { AmountField, Banner, Button, useLoader } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { CheckBox } from '../../shared/check-box.js';
import { codeText, saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';

/** On the Business screen: whether cash needs an open shift, and the variance a manager approves. */
export function ShiftSettingsSection() {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const settings = useLoader('shift-settings', null, (_, signal) => api.getShiftSettings(signal));
  return (
    <section className="office-form" aria-labelledby="shift-settings-title">
      <h2 id="shift-settings-title" className="office-page__title">
        {t('office.shifts-title')}
      </h2>
      <p className="office-page__intro">{t('office.shifts-intro')}</p>
      {settings.data ? (
        <SettingsForm saved={settings.data} />
      ) : settings.hasFailed ? (
        <Banner tone="error" onRetry={settings.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : (
        <p role="status">{t('busy.loading')}</p>
      )}
    </section>
  );
}

function SettingsForm({ saved }: { saved: ShiftSettingsAnswer }) {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const [needsShift, setNeedsShift] = useState(saved.cash_needs_shift);
  const [threshold, setThreshold] = useState(String(filsToAed(saved.variance_threshold)));
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fils = parseAedInput(threshold.trim());
    if (!fils.ok) {
      setFailure(codeText(t, 'shift.threshold-invalid'));
      return;
    }
    setIsSaving(true);
    const result = await api.updateShiftSettings({
      cash_needs_shift: needsShift,
      variance_threshold: fils.value,
    });
    setIsSaving(false);
    if (result.error) {
      setFailure(saveErrorText(t, result.error, false));
      return;
    }
    setFailure(null);
    toasts.success(t('office.shifts-saved'));
  };
  return (
    <form noValidate aria-labelledby="shift-settings-title" onSubmit={(e) => void onSubmit(e)}>
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <CheckBox
        label={t('office.shifts-cash-needs-shift')}
        name="cash_needs_shift"
        isSelected={needsShift}
        onChange={setNeedsShift}
      />
      <AmountField
        label={t('office.shifts-threshold')}
        name="variance_threshold"
        value={threshold}
        onChange={setThreshold}
      />
      <div className="office-form__actions">
        <Button type="submit" variant="primary" isBusy={isSaving} busyLabel={t('office.saving')}>
          {t('office.shifts-save')}
        </Button>
      </div>
    </form>
  );
}
