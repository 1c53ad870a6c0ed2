// Builds the negative cases for a body: each required field missing, and each field with a
// value of the wrong type, so every field of every body is proven to answer 4xx.

/** One negative case: a label, the broken body and the field the error must name. */
export interface FieldCase {
  label: string;
  body: Record<string, unknown>;
  field: string;
}

/** Cases for `valid` with `required` fields dropped and every field given `wrong[field]`. */
export function fieldCases(
  valid: Record<string, unknown>,
  required: string[],
  wrong: Record<string, unknown>,
): FieldCase[] {
  const cases: FieldCase[] = [];
  for (const field of required) {
    const body = { ...valid };
    delete body[field];
    cases.push({ label: `without ${field}`, body, field });
  }
  for (const [field, value] of Object.entries(wrong)) {
    cases.push({
      label: `${field} = ${JSON.stringify(value)}`,
      body: { ...valid, [field]: value },
      field,
    });
  }
  return cases;
}
