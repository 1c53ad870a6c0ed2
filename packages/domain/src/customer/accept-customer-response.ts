import { fail, ok, type Result } from '../shared/result.js';
import { toCreatedRecord, type CreatedRecord } from './created-record.js';

/** A created customer as the server returned it: any fields, but surely an id. */
export type CreatedCustomer = CreatedRecord;

/**
 * Accepts the create-customer response only when it carries an id, in a `data` wrapper or at
 * the top level; otherwise 'customer.invalid-response' ('Invalid response from server...').
 * @example acceptCustomerResponse({ data: { id: 9, name: 'Sara' } }) // { ok: true, value: { id: 9, name: 'Sara' } }
 */
export function acceptCustomerResponse(
  body: unknown,
): Result<CreatedCustomer, 'customer.invalid-response'> {
  const customer = toCreatedRecord(body);
  return customer ? ok(customer) : fail('customer.invalid-response');
}
