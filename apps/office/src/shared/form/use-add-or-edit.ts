import type { ApiError, ApiResult } from '@lamaa/api-client';
import type { OfficeKey } from '../i18n/office-en.js';
import { useOfficeText } from '../i18n/use-office-text.js';
import { useOfficeServices } from '../office-services.js';
import type { FieldErrors } from './field-errors.js';
import { pathErrors } from './path-errors.js';
import { type Checked, useOfficeSave } from './use-office-save.js';

/**
 * A thing the office adds and edits in a dialog: one it has the texts "office.add-x",
 * "office.edit-x" and "office.x-saved" for (a missing text fails the type check).
 */
export type AddedThing = {
  [Key in OfficeKey]: Key extends `office.add-${infer Thing}`
    ? `office.edit-${Thing}` | `office.${Thing}-saved` extends OfficeKey
      ? Thing
      : never
    : never;
}[OfficeKey];

/**
 * How a dialog's draft is checked and sent. A refusal marks the fields it names by their path in
 * the body, unless `fieldErrorsOf` maps them otherwise.
 */
export interface AddOrEditCalls<Editing, Body, Data> {
  readonly check: () => Checked<Body, string>;
  readonly create: (body: Body) => Promise<ApiResult<Data>>;
  readonly update: (editing: Editing, body: Body) => Promise<ApiResult<Data>>;
  readonly fieldErrorsOf?: (error: ApiError) => FieldErrors<string>;
}

/**
 * The save of a dialog that adds a `thing` (`editing` null) or edits one: its title says which,
 * Save checks the draft and creates or updates it, and once saved says so in a toast and hands
 * the answer to `onSaved`. `dialog` is what the OfficeFormDialog takes.
 * @example const { errorOf, dialog } = useAddOrEdit('package', props.pack, props, { check: () => checkPackage(draft), create, update }); <OfficeFormDialog {...dialog}>
 */
export function useAddOrEdit<Editing, Body, Data>(
  thing: AddedThing,
  editing: Editing | null,
  dialogProps: { readonly onSaved: (data: Data) => void; readonly onClose: () => void },
  calls: AddOrEditCalls<Editing, Body, Data>,
) {
  const t = useOfficeText();
  const { toasts } = useOfficeServices();
  const { errorOf, failure, isSaving, save } = useOfficeSave(calls.fieldErrorsOf ?? pathErrors);

  const onSubmit = async () => {
    const saved = await save(calls.check(), (body) =>
      editing === null ? calls.create(body) : calls.update(editing, body),
    );
    if (!saved) return;
    toasts.success(t(`office.${thing}-saved`));
    dialogProps.onSaved(saved.data);
  };

  const dialog = {
    title: t(editing === null ? `office.add-${thing}` : `office.edit-${thing}`),
    failure,
    isSaving,
    onSubmit: () => void onSubmit(),
    onClose: dialogProps.onClose,
  };
  return { errorOf, dialog };
}
