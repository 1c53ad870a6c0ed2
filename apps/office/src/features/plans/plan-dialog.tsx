import type { OfficeService, Plan } from '@lamaa/api-client';
import { CAR_GROUP_IDS, PLAN_KINDS, PLAN_LIMIT_PERIODS, type PlanKind } from '@lamaa/domain';
import { AmountField, Select, TextField, useLoader, useLocale } from '@lamaa/ui';
import { GROUP_KEYS } from '../../shared/car-group-label.js';
import { CheckBox } from '../../shared/check-box.js';
import { useDraft } from '../../shared/form/use-draft.js';
import { useAddOrEdit } from '../../shared/form/use-add-or-edit.js';
import { CatalogueNameFields } from '../../shared/catalogue-name-fields.js';
import { GroupPriceFields } from '../../shared/group-price-fields.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { checkPlan, coverKey, NEW_PLAN, type PlanDraft, planDraftOf } from './plan-form.js';
import '../../shared/office-groups.css';
import './plan-dialog.css';

const KIND_KEYS = {
  unlimited: 'office.plan-kind-unlimited',
  uses: 'office.plan-kind-uses',
  value: 'office.plan-kind-value',
} as const;
const LIMIT_KEYS = {
  day: 'office.plan-limit-day',
  week: 'office.plan-limit-week',
  month: 'office.plan-limit-month',
} as const;

function toggled<T>(set: ReadonlySet<T>, item: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
}

/**
 * Adds a plan (`plan` null) or edits one: names, kind with its uses or stored value, validity,
 * limits per period, the service options covered per car group, branches, a price per car
 * group, Archived.
 */
export function PlanDialog(props: { plan: Plan | null; onClose: () => void; onSaved: () => void }) {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api } = useOfficeServices();
  const services = useLoader('office-services', null, (_, signal) =>
    api.listOfficeServices(signal),
  );
  const branches = useLoader('office-branches', null, (_, signal) =>
    api.listOfficeBranches(signal),
  );
  const { draft, setDraft, set } = useDraft<PlanDraft>(() =>
    props.plan ? planDraftOf(props.plan) : NEW_PLAN,
  );
  const { errorOf, dialog } = useAddOrEdit('plan', props.plan, props, {
    check: () => checkPlan(draft),
    create: (body) => api.createOfficePlan(body),
    update: (editing, body) => api.updateOfficePlan(editing.id, body),
  });
  const local = (text: { en: string | null; ar: string | null }) =>
    (language === 'ar' ? text.ar : text.en) || text.en || text.ar || '';
  const options = (services.data ?? [])
    .filter((service: OfficeService) => !service.is_archived)
    .flatMap((service) =>
      service.options
        .filter((option) => !option.is_archived)
        .map((option) => ({
          id: option.id,
          label: `${local(service.name)} · ${local(option.name)}`,
        })),
    );

  return (
    <OfficeFormDialog {...dialog}>
      <CatalogueNameFields draft={draft} set={set} errorOf={errorOf} />
      <div className="office-form__row">
        <Select
          label={t('office.plan-kind')}
          options={PLAN_KINDS.map((kind) => ({ id: kind, label: t(KIND_KEYS[kind]) }))}
          selectedId={draft.kind}
          onSelectionChange={(kind) => setDraft({ ...draft, kind: kind as PlanKind })}
          {...errorOf('kind')}
        />
        {draft.kind === 'uses' ? (
          <TextField
            label={t('office.plan-uses')}
            inputMode="numeric"
            value={draft.uses}
            onChange={(uses) => setDraft({ ...draft, uses })}
            {...errorOf('uses')}
          />
        ) : null}
        {draft.kind === 'value' ? (
          <AmountField
            label={t('office.plan-value')}
            value={draft.value}
            onChange={(value) => setDraft({ ...draft, value })}
            {...errorOf('value')}
          />
        ) : null}
      </div>
      <div className="office-form__row">
        <TextField
          label={t('office.plan-validity')}
          inputMode="numeric"
          value={draft.validityCount}
          onChange={(validityCount) => setDraft({ ...draft, validityCount })}
          {...errorOf('validity')}
        />
        <Select
          label={t('office.plan-validity-unit')}
          options={[
            { id: 'days', label: t('office.plan-days') },
            { id: 'months', label: t('office.plan-months') },
          ]}
          selectedId={draft.validityUnit}
          onSelectionChange={(unit) =>
            setDraft({ ...draft, validityUnit: unit === 'days' ? 'days' : 'months' })
          }
        />
      </div>
      <div className="office-form__row">
        {PLAN_LIMIT_PERIODS.map((period) => (
          <TextField
            key={period}
            label={t(LIMIT_KEYS[period])}
            description={t('office.plan-limit-hint')}
            inputMode="numeric"
            value={draft.limits[period]}
            onChange={(value) =>
              setDraft({ ...draft, limits: { ...draft.limits, [period]: value } })
            }
            {...errorOf(`limits.${period}`)}
          />
        ))}
      </div>
      <div className="plan-dialog__coverage">
        {CAR_GROUP_IDS.map((group) => (
          <fieldset key={group} className="office-checks">
            <legend>{t('office.plan-covers', { group: t(GROUP_KEYS[group]) })}</legend>
            {options.map((option) => (
              <CheckBox
                key={option.id}
                label={option.label}
                isSelected={draft.coverage.has(coverKey(option.id, group))}
                onChange={(on) =>
                  setDraft({
                    ...draft,
                    coverage: toggled(draft.coverage, coverKey(option.id, group), on),
                  })
                }
              />
            ))}
          </fieldset>
        ))}
      </div>
      {errorOf('coverage').errorMessage ? (
        <p className="office-group-error" role="alert">
          {errorOf('coverage').errorMessage}
        </p>
      ) : null}
      <fieldset className="office-checks">
        <legend>{t('office.plan-branches')}</legend>
        <p className="office-hint">{t('office.plan-branches-hint')}</p>
        {(branches.data ?? []).map((branch) => (
          <CheckBox
            key={branch.id}
            label={local(branch.name)}
            isSelected={draft.branchIds.has(branch.id)}
            onChange={(on) =>
              setDraft({ ...draft, branchIds: toggled(draft.branchIds, branch.id, on) })
            }
          />
        ))}
      </fieldset>
      <GroupPriceFields
        prices={draft.prices}
        onChange={(prices) => setDraft({ ...draft, prices })}
        path="prices"
        errorOf={errorOf}
      />
      <CheckBox
        label={t('office.archived')}
        isSelected={draft.isArchived}
        onChange={(isArchived) => setDraft({ ...draft, isArchived })}
      />
    </OfficeFormDialog>
  );
}
