import type { ShiftSettingsAnswer } from '@lamaa/api-client';
import { filsToAed, parseAedInput } from '@lamaa/domain';
import { AmountField, Banner, Button, useLoader } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { CheckBox } from '../../shared/check-box.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { SettingsSection } from './settings-section.js';
import { useSettingsSave } from './use-settings-save.js';

/** On the Business screen: whether cash needs an open shift, and the variance a manager approves. */
export function ShiftSettingsSection() {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const settings = useLoader('shift-settings', null, (_, signal) => api.getShiftSettings(signal));
  return (
    <SettingsSection
      titleId="shift-settings-title"
      title={t('office.shifts-title')}
      intro={t('office.shifts-intro')}
      view={settings}
    >
      {(saved) => <SettingsForm saved={saved} />}
    </SettingsSection>
  );
}

function SettingsForm({ saved }: { saved: ShiftSettingsAnswer }) {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const [needsShift, setNeedsShift] = useState(saved.cash_needs_shift);
  const [threshold, setThreshold] = useState(String(filsToAed(saved.variance_threshold)));
  const { failure, isSaving, save } = useSettingsSave();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fils = parseAedInput(threshold.trim());
    const body = fils.ok ? { cash_needs_shift: needsShift, variance_threshold: fils.value } : null;
    const saved = await save(body, 'shift.threshold-invalid', (settings) =>
      api.updateShiftSettings(settings),
    );
    if (saved) toasts.success(t('office.shifts-saved'));
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
