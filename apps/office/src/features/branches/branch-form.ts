import type { OfficeBranch } from '@lamaa/api-client';
import {
  type BranchTimeZone,
  branchPlaceProblem,
  DEFAULT_BRANCH_TIME_ZONE,
  type Emirate,
  EMIRATES,
  keptPlace,
} from '@lamaa/domain';
import type { FieldErrors } from '../../shared/form/field-errors.js';

/** The branch form as typed. */
export interface BranchDraft {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly timeZone: BranchTimeZone;
  readonly emirate: Emirate | null;
  readonly city: string;
  readonly address: string;
  readonly phone: string;
}

/** A field of the branch form. */
export type BranchField = keyof BranchDraft;

/** Where the server's field paths land on the form. */
export const BRANCH_FIELDS: Readonly<Record<string, BranchField>> = {
  'name.en': 'nameEn',
  'name.ar': 'nameAr',
  time_zone: 'timeZone',
  emirate: 'emirate',
  city: 'city',
  address: 'address',
  phone: 'phone',
};

/** An empty form: a UAE branch (the default time zone). */
export const NEW_BRANCH: BranchDraft = {
  nameEn: '',
  nameAr: '',
  timeZone: DEFAULT_BRANCH_TIME_ZONE,
  emirate: null,
  city: '',
  address: '',
  phone: '',
};

/** The form filled with a branch as saved. */
export function branchDraftOf(branch: OfficeBranch): BranchDraft {
  return {
    nameEn: branch.name.en ?? '',
    nameAr: branch.name.ar ?? '',
    timeZone: branch.time_zone,
    emirate: branch.emirate,
    city: branch.city ?? '',
    address: branch.address,
    phone: branch.phone,
  };
}

/** The emirate picked in the list, if it is one. */
export function toEmirate(id: string): Emirate | undefined {
  return EMIRATES.find((emirate) => emirate === id);
}

/** The body the form sends. */
export interface BranchBody {
  name: { en: string; ar: string };
  time_zone: BranchTimeZone;
  emirate: Emirate | null;
  city: string | null;
  address: string;
  phone: string;
}

/**
 * What the form would send, or the fields to correct first: both names are required, and the
 * domain's place rule asks a UAE branch for its emirate and any other for its city.
 */
export function checkBranch(
  draft: BranchDraft,
):
  | { readonly ok: true; readonly body: BranchBody }
  | { readonly ok: false; readonly errors: FieldErrors<BranchField> } {
  const errors: FieldErrors<BranchField> = {};
  if (draft.nameEn.trim() === '') errors.nameEn = 'form.required';
  if (draft.nameAr.trim() === '') errors.nameAr = 'form.required';
  const place = { timeZone: draft.timeZone, emirate: draft.emirate, city: draft.city };
  const problem = branchPlaceProblem(place);
  if (problem === 'branch.emirate-required') errors.emirate = problem;
  if (problem === 'branch.city-required') errors.city = problem;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: { en: draft.nameEn.trim(), ar: draft.nameAr.trim() },
      time_zone: draft.timeZone,
      ...keptPlace(place),
      address: draft.address.trim(),
      phone: draft.phone.trim(),
    },
  };
}
