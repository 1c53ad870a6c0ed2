import type { OpeningHoursAnswer } from '@lamaa/api-client';
import { Banner, Button, TextField } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { CheckBox } from '../../shared/check-box.js';
import { DayField } from '../../shared/day-field.js';
import { serverFieldErrors } from '../../shared/form/field-errors.js';
import { useOfficeSave } from '../../shared/form/use-office-save.js';
import type { OfficeKey } from '../../shared/i18n/office-en.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { checkHours, type DayDraft, draftOf, fieldsOf, type HoursDraft } from './hours-form.js';

const dayKey = (day: number) => `office.hours-day-${day}` as OfficeKey;

/**
 * The schedule of one branch and location type: the week (Sunday first), the slot length and
 * capacity, closed dates and special hours. Checked with the domain's rule before sending; a
 * refusal keeps what was typed and marks each field.
 */
export function HoursForm(props: { saved: OpeningHoursAnswer; onSaved: () => void }) {
  const { saved } = props;
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const [draft, setDraft] = useState<HoursDraft>(() => draftOf(saved));
  const { errorOf, failure, isSaving, save } = useOfficeSave((error) =>
    serverFieldErrors(error, fieldsOf(draft)),
  );
  const change = (next: Partial<HoursDraft>) => setDraft((current) => ({ ...current, ...next }));
  const setDay = (index: number, next: Partial<DayDraft>) =>
    change({
      weekly: draft.weekly.map((day, at) => (at === index ? { ...day, ...next } : day)),
    });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await save(checkHours(draft, saved), api.saveOpeningHours);
    if (!done) return;
    toasts.success(t('office.hours-saved'));
    props.onSaved();
  };
  const dateError = (field: string) => {
    const message = errorOf(field).errorMessage;
    return message === undefined ? null : (
      <p className="office-hours__error" role="alert">
        {message}
      </p>
    );
  };

  return (
    <form
      className="office-form office-hours"
      noValidate
      aria-label={t('office.hours-title')}
      onSubmit={(e) => void onSubmit(e)}
    >
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <p className="office-page__intro">
        {t('office.hours-zone', { zone: saved.time_zone, today: saved.today })}
      </p>
      <fieldset className="office-group office-hours__group">
        <legend>{t('office.hours-week')}</legend>
        {draft.weekly.map((day, index) => {
          const name = t(dayKey(index));
          return (
            <div className="office-hours__day" key={name}>
              <CheckBox
                label={t('office.hours-open-on', { day: name })}
                isSelected={day.isOpen}
                onChange={(isOpen) => setDay(index, { isOpen })}
              />
              {day.isOpen ? (
                <>
                  <TextField
                    label={t('office.hours-opens-on', { day: name })}
                    placeholder="HH:MM"
                    maxLength={5}
                    value={day.from}
                    onChange={(from) => setDay(index, { from })}
                    {...errorOf(`weekly.${index}.from`)}
                  />
                  <TextField
                    label={t('office.hours-closes-on', { day: name })}
                    placeholder="HH:MM"
                    maxLength={5}
                    value={day.to}
                    onChange={(to) => setDay(index, { to })}
                    {...errorOf(`weekly.${index}.to`)}
                  />
                </>
              ) : (
                <span className="office-hours__closed">{t('office.hours-closed')}</span>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="office-form__row">
        <TextField
          label={t('office.hours-slot-minutes')}
          inputMode="numeric"
          maxLength={4}
          value={draft.slotMinutes}
          onChange={(slotMinutes) => change({ slotMinutes })}
          {...errorOf('slot_minutes')}
        />
        <TextField
          label={t('office.hours-capacity')}
          description={t('office.hours-capacity-hint')}
          inputMode="numeric"
          maxLength={3}
          value={draft.capacity}
          onChange={(capacity) => change({ capacity })}
          {...errorOf('capacity')}
        />
      </div>
      <fieldset className="office-group office-hours__group">
        <legend>{t('office.hours-closed-dates')}</legend>
        {draft.closedDates.length === 0 ? <p>{t('office.hours-none-closed')}</p> : null}
        {draft.closedDates.map((date, index) => (
          <div className="office-hours__date" key={index}>
            <DayField
              label={t('office.hours-closed-date', { n: index + 1 })}
              value={date}
              onChange={(value) =>
                change({
                  closedDates: draft.closedDates.map((old, at) => (at === index ? value : old)),
                })
              }
            />
            <Button
              variant="outline"
              onPress={() =>
                change({ closedDates: draft.closedDates.filter((_, at) => at !== index) })
              }
            >
              {t('office.hours-remove-closed', { n: index + 1 })}
            </Button>
            {dateError(`closed_dates.${index}`)}
          </div>
        ))}
        <div>
          <Button
            variant="outline"
            onPress={() => change({ closedDates: [...draft.closedDates, saved.today] })}
          >
            {t('office.hours-add-closed')}
          </Button>
        </div>
      </fieldset>
      <fieldset className="office-group office-hours__group">
        <legend>{t('office.hours-special')}</legend>
        {draft.specialHours.length === 0 ? <p>{t('office.hours-none-special')}</p> : null}
        {draft.specialHours.map((entry, index) => {
          const set = (next: Partial<typeof entry>) =>
            change({
              specialHours: draft.specialHours.map((old, at) =>
                at === index ? { ...old, ...next } : old,
              ),
            });
          return (
            <div className="office-hours__date" key={index}>
              <DayField
                label={t('office.hours-special-date', { n: index + 1 })}
                value={entry.date}
                onChange={(date) => set({ date })}
              />
              <TextField
                label={t('office.hours-special-from', { n: index + 1 })}
                placeholder="HH:MM"
                maxLength={5}
                value={entry.from}
                onChange={(from) => set({ from })}
                {...errorOf(`special_hours.${index}.from`)}
              />
              <TextField
                label={t('office.hours-special-to', { n: index + 1 })}
                placeholder="HH:MM"
                maxLength={5}
                value={entry.to}
                onChange={(to) => set({ to })}
                {...errorOf(`special_hours.${index}.to`)}
              />
              <Button
                variant="outline"
                onPress={() =>
                  change({ specialHours: draft.specialHours.filter((_, at) => at !== index) })
                }
              >
                {t('office.hours-remove-special', { n: index + 1 })}
              </Button>
              {dateError(`special_hours.${index}.date`)}
            </div>
          );
        })}
        <div>
          <Button
            variant="outline"
            onPress={() =>
              change({
                specialHours: [
                  ...draft.specialHours,
                  { date: saved.today, from: '09:00', to: '13:00' },
                ],
              })
            }
          >
            {t('office.hours-add-special')}
          </Button>
        </div>
      </fieldset>
      <p className="office-page__intro">{t('office.hours-bookings-kept')}</p>
      <div className="office-form__actions">
        <Button type="submit" variant="primary" isBusy={isSaving} busyLabel={t('office.saving')}>
          {t('office.hours-save')}
        </Button>
      </div>
    </form>
  );
}
