// The columns and names every office list draws the same way: a name in the screen's
// language, a price per car group, whether a row is archived, and an Edit button per row.
import { CAR_GROUP_IDS } from '@lamaa/domain';
import { Badge, Button, type DataColumn, Money } from '@lamaa/ui';
import { GROUP_KEYS } from './car-group-label.js';
import type { OfficeKey } from './i18n/office-en.js';
import type { OfficeText } from './i18n/use-office-text.js';

/** A name in English and Arabic, either possibly missing. */
export interface BilingualName {
  readonly en?: string | undefined;
  readonly ar?: string | undefined;
}

/** The name in the screen's language, else in the other one, else empty. */
export function nameIn(name: BilingualName, language: string): string {
  return (language === 'ar' ? name.ar : name.en) || name.en || name.ar || '';
}

/** One column per car group: the row's price for it, or "No price". */
export function carGroupPriceColumns<
  Row extends { readonly prices: readonly { car_group_id: number; price: number }[] },
>(t: OfficeText): DataColumn<Row>[] {
  return CAR_GROUP_IDS.map((group) => ({
    id: `group-${group}`,
    header: t(GROUP_KEYS[group]),
    render: (row: Row) => {
      const price = row.prices.find((entry) => entry.car_group_id === group)?.price;
      return price === undefined ? t('office.no-price') : <Money fils={price} />;
    },
  }));
}

/** The Status column of a list whose rows are archived, not removed: `liveKey` says the others. */
export function archivedColumn<Row extends { readonly is_archived: boolean }>(
  t: OfficeText,
  liveKey: OfficeKey,
): DataColumn<Row> {
  return {
    id: 'status',
    header: t('office.col-status'),
    render: (row) =>
      row.is_archived ? (
        <Badge tone="neutral">{t('office.archived')}</Badge>
      ) : (
        <Badge tone="green">{t(liveKey)}</Badge>
      ),
  };
}

/**
 * A row's button, which reads out the row's name with its label (a screen reader lists many
 * "Edit" buttons otherwise); outlined unless `variant` says otherwise.
 */
export function RowButton(props: {
  readonly label: string;
  readonly name: string;
  readonly onPress: () => void;
  readonly variant?: 'outline' | 'danger';
  readonly isBusy?: boolean;
  readonly isDisabled?: boolean;
}) {
  return (
    <Button
      variant={props.variant ?? 'outline'}
      size="sm"
      isBusy={props.isBusy ?? false}
      isDisabled={props.isDisabled ?? false}
      onPress={props.onPress}
    >
      {props.label}
      <span className="lm-visually-hidden"> {props.name}</span>
    </Button>
  );
}

/** The Edit button of a row, which reads out the row's name with it. */
export function EditButton(props: {
  readonly t: OfficeText;
  readonly name: string;
  readonly onPress: () => void;
}) {
  return <RowButton label={props.t('office.edit')} name={props.name} onPress={props.onPress} />;
}

/**
 * The Actions column: an Edit button per row, or `locked`'s text on a row the reader may see
 * but not change.
 */
export function editColumn<Row>(
  t: OfficeText,
  nameOf: (row: Row) => string,
  onEdit: (row: Row) => void,
  locked?: (row: Row) => string | null,
): DataColumn<Row> {
  return {
    id: 'actions',
    header: t('office.col-actions'),
    render: (row) =>
      locked?.(row) ?? <EditButton t={t} name={nameOf(row)} onPress={() => onEdit(row)} />,
  };
}
