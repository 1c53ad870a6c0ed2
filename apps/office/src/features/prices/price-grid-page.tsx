import type { OfficeService } from '@lamaa/api-client';
import { CAR_GROUP_IDS } from '@lamaa/domain';
import { Banner, Button, EmptyState, useLoader, useLocale } from '@lamaa/ui';
import { type KeyboardEvent, useRef, useState } from 'react';
import { GROUP_KEYS } from '../../shared/car-group-label.js';
import { codeText, saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { cellKey, changedCells, gridRows, gridValues, moveFrom } from './price-grid.js';
import './price-grid-page.css';
import '../../shared/office-page.css';

/** The VAT note's key, as the business is set. */
function vatKey(business: { vat_registered: boolean; prices_include_vat: boolean } | null) {
  if (!business) return null;
  if (!business.vat_registered) return 'office.vat-none' as const;
  return business.prices_include_vat
    ? ('office.vat-included' as const)
    : ('office.vat-excluded' as const);
}

/** The grid once the services are loaded: its own typed values, saved in one call. */
function Grid(props: { services: readonly OfficeService[]; onSaved: () => void }) {
  const t = useOfficeText();
  const { language, direction } = useLocale();
  const { api, toasts } = useOfficeServices();
  const rows = gridRows(props.services);
  const [saved, setSaved] = useState(() => gridValues(props.services));
  const [typed, setTyped] = useState(saved);
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const nameOf = (text: { en: string; ar: string }) =>
    (language === 'ar' ? text.ar : text.en) || text.en || text.ar;
  const pending = changedCells(rows, saved, typed);

  const save = async () => {
    const { cells, invalid: refused } = changedCells(rows, saved, typed);
    setInvalid(refused);
    if (refused.length > 0) {
      setFailure(t('office.fix-fields'));
      return;
    }
    if (cells.length === 0) return;
    setIsSaving(true);
    const result = await api.saveOfficePriceGrid(cells);
    setIsSaving(false);
    if (result.error) {
      setFailure(saveErrorText(t, result.error, false));
      return;
    }
    setFailure(null);
    const fresh = gridValues(result.data);
    setSaved(fresh);
    setTyped(fresh);
    toasts.success(t('office.prices-saved', { n: cells.length }));
    props.onSaved();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
      return;
    }
    const next = moveFrom(
      { row, column },
      event.key,
      { rows: rows.length, columns: CAR_GROUP_IDS.length },
      direction === 'rtl',
    );
    if (!next) return;
    const target = rows[next.row];
    const group = CAR_GROUP_IDS[next.column];
    if (!target || group === undefined) return;
    event.preventDefault();
    const input = inputs.current.get(cellKey(target.optionId, group));
    input?.focus();
    input?.select();
  };

  if (rows.length === 0) return <EmptyState title={t('office.no-options')} />;
  return (
    <>
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <div className="office-grid__scroll">
        <table className="office-grid">
          <caption className="lm-visually-hidden">{t('office.prices-title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('office.col-service')}</th>
              <th scope="col">{t('office.col-option')}</th>
              {CAR_GROUP_IDS.map((group) => (
                <th scope="col" key={group}>
                  {t(GROUP_KEYS[group])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row.optionId}>
                <td>{nameOf(row.service)}</td>
                <th scope="row">{nameOf(row.option)}</th>
                {CAR_GROUP_IDS.map((group, column) => {
                  const key = cellKey(row.optionId, group);
                  const isInvalid = invalid.includes(key);
                  return (
                    <td key={group}>
                      <input
                        ref={(element) => {
                          if (element) inputs.current.set(key, element);
                          else inputs.current.delete(key);
                        }}
                        className="lm-input lm-input--numeric office-grid__input"
                        inputMode="decimal"
                        dir="ltr"
                        aria-label={t('office.price-cell', {
                          service: nameOf(row.service),
                          option: nameOf(row.option),
                          group: t(GROUP_KEYS[group]),
                        })}
                        aria-invalid={isInvalid || undefined}
                        placeholder={t('office.no-price')}
                        value={typed[key] ?? ''}
                        onChange={(event) => {
                          const value = event.target.value;
                          setTyped((current) => ({ ...current, [key]: value }));
                        }}
                        onKeyDown={(event) => onKeyDown(event, rowIndex, column)}
                      />
                      {isInvalid ? (
                        <span className="office-grid__error">
                          {codeText(t, 'catalogue.price-invalid')}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="office-form__actions">
        <Button
          variant="secondary"
          isDisabled={pending.cells.length === 0 && pending.invalid.length === 0}
          onPress={() => {
            setTyped(saved);
            setInvalid([]);
            setFailure(null);
          }}
        >
          {t('office.undo-changes')}
        </Button>
        <Button
          variant="primary"
          isBusy={isSaving}
          busyLabel={t('office.saving')}
          onPress={() => void save()}
        >
          {t('office.save-prices', { n: pending.cells.length })}
        </Button>
      </div>
    </>
  );
}

/**
 * /office/prices (the owner): every option on sale × car group as a table of price inputs.
 * Arrow keys move between cells (Tab too), Enter saves every change in one call.
 */
export function PriceGridPage() {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const services = useLoader('office-services', null, (_, signal) =>
    api.listOfficeServices(signal),
  );
  const business = useLoader('office-business', null, (_, signal) => api.getOfficeBusiness(signal));
  const vat = vatKey(business.data ?? null);
  return (
    <section className="office-page" aria-labelledby="prices-title">
      <header className="office-page__header">
        <div>
          <h1 id="prices-title" className="office-page__title">
            {t('office.prices-title')}
          </h1>
          <p className="office-page__intro">{t('office.prices-intro')}</p>
          {vat ? <p className="office-grid__vat">{t(vat)}</p> : null}
        </div>
      </header>
      {services.hasFailed && !services.data ? (
        <Banner tone="error" onRetry={services.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      {services.data ? (
        <Grid services={services.data} onSaved={services.retry} />
      ) : services.isLoading ? (
        <p role="status">{t('busy.loading')}</p>
      ) : null}
    </section>
  );
}
