import { contractDiff, requestShape } from '@lamaa/api-client/contract';
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import {
  approvalPinBody,
  approvalRequestBody,
  approvalRulesBody,
} from '../routes/approval-routes.js';
import { loginBody } from '../routes/auth-routes.js';
import { carBody, customerBody } from '../routes/customer-routes.js';
import { supplierBody } from '../routes/intake-routes.js';
import {
  branchBody,
  businessBody,
  employeeBody,
  employeeChangeBody,
  setPasswordBody,
} from '../routes/office-routes.js';
import { transferBody } from '../routes/entitlement-routes.js';
import { couponBody } from '../routes/office-coupon-routes.js';
import { vaultBody } from '../routes/office-vault-routes.js';
import { openingHoursBody } from '../routes/office-hours-routes.js';
import { cartBody } from '../services/cart-input.js';
import { invoiceFormSchema } from '../services/invoice-form.js';
import { orderBody } from '../services/order-input.js';
import { paymentBody } from '../services/payment-service.js';
import { idField, textField } from './fields.js';
import { knownRequestGaps } from './known-request-gaps.js';

// Every request body the server validates, by the operation of the contract it validates.
const validators: [string, ZodType][] = [
  ['login', loginBody],
  ['createCustomer', customerBody],
  ['createCar', carBody],
  ['syncCart', cartBody],
  ['submitOrder', orderBody],
  ['payOrder', paymentBody],
  ['createSupplier', supplierBody],
  ['createInvoice', invoiceFormSchema],
  ['setPassword', setPasswordBody],
  ['updateOfficeBusiness', businessBody],
  ['createOfficeBranch', branchBody],
  ['updateOfficeBranch', branchBody],
  ['createOfficeEmployee', employeeBody],
  ['updateOfficeEmployee', employeeChangeBody],
  ['setApprovalPin', approvalPinBody],
  ['updateApprovalRules', approvalRulesBody],
  ['grantApproval', approvalRequestBody],
  ['transferSoldPlan', transferBody],
  ['transferHeldPlan', transferBody],
  ['createOfficeCoupon', couponBody],
  ['updateOfficeCoupon', couponBody],
  ['createOfficeVault', vaultBody],
  ['updateOfficeVault', vaultBody],
  ['saveOpeningHours', openingHoursBody],
];

describe('the request validators against openapi/api.yaml, both ways', () => {
  it.each(validators)(
    '%s: takes the fields the contract declares, required alike, with its kinds and bounds',
    (id, schema) => {
      expect(contractDiff(requestShape(id), schema, 'request')).toEqual(knownRequestGaps[id] ?? []);
    },
  );

  it('fails on a validator that differs: a bound, a required field, a field of its own', () => {
    const login = z.object({
      email: textField('email', 100),
      password: textField('password', 1024).optional(),
      branch_id: idField('branch'),
    });
    expect(contractDiff(requestShape('login'), login, 'request')).toEqual([
      '$.email: max 100 where the contract says 254',
      '$.password: optional in the schema, required in the contract',
      '$.branch_id: in the schema, not in the contract',
    ]);
  });
});
