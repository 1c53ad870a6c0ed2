// How long the office's texts may be: the server refuses longer ones and the office's fields
// stop at the same lengths.

/** A name in one language: the business's legal name, a branch's, an employee's. */
export const OFFICE_NAME_MAX_LENGTH = 200;
/** A branch's city outside the UAE. */
export const CITY_MAX_LENGTH = 100;
/** A branch's phone, digits with an optional leading + and spaces or dashes. */
export const BRANCH_PHONE_MAX_LENGTH = 32;
/** An e-mail address (RFC 5321's path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** A TRN as typed, its 15 digits with room for spaces between groups. */
export const TRN_INPUT_MAX_LENGTH = 20;
