import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import * as schemas from '../schemas/index.js';
import { answerShape, componentShape, contract, contractDiff } from './contract-shapes.js';

// Every reader the calls parse a success answer with, by the operation whose answer it reads.
const readers: [string, core.$ZodType][] = [
  ['login', schemas.loginResponseSchema],
  ['logout', schemas.successResponseSchema],
  ['getProfile', schemas.profileResponseSchema],
  ['searchCustomers', schemas.customerListSchema],
  ['createCustomer', schemas.createdCustomerSchema],
  ['createCar', schemas.createdVehicleSchema],
  ['getMeta', schemas.metaDataSchema],
  ['getCarModels', schemas.namedItemListSchema],
  ['getPlateTypes', schemas.namedItemListSchema],
  ['getPlateLetters', schemas.plateLetterListSchema],
  ['getServices', schemas.serviceListSchema],
  ['getPackages', schemas.packageListSchema],
  ['getProducts', schemas.productListSchema],
  ['getCoupons', schemas.couponListSchema],
  ['getVaults', schemas.vaultListSchema],
  ['syncCart', schemas.cartPricingSchema],
  ['getAvailability', schemas.availabilityListSchema],
  ['searchPlaces', schemas.placeListSchema],
  ['submitOrder', schemas.orderSubmissionResponseSchema],
  ['listOrders', schemas.ordersPageSchema],
  ['deleteOrder', schemas.successResponseSchema],
  ['payOrder', schemas.paymentResponseSchema],
  ['getBranches', schemas.branchListSchema],
  ['getMaterials', schemas.materialListSchema],
  ['getSuppliers', schemas.supplierListSchema],
  ['createSupplier', schemas.createdSupplierSchema],
  ['createInvoice', schemas.createdInvoiceSchema],
  ['setPassword', schemas.successResponseSchema],
  ['getOfficeBusiness', schemas.officeBusinessResponseSchema],
  ['updateOfficeBusiness', schemas.officeBusinessResponseSchema],
  ['listOfficeBranches', schemas.officeBranchListSchema],
  ['createOfficeBranch', schemas.officeBranchResponseSchema],
  ['updateOfficeBranch', schemas.officeBranchResponseSchema],
  ['listOfficeEmployees', schemas.officeEmployeeListSchema],
  ['createOfficeEmployee', schemas.officeEmployeeCreatedSchema],
  ['updateOfficeEmployee', schemas.officeEmployeeResponseSchema],
  ['createPasswordLink', schemas.passwordLinkResponseSchema],
  ['listAudit', schemas.auditPageSchema],
  ['setApprovalPin', schemas.approvalPinResponseSchema],
  ['clearApprovalPin', schemas.approvalPinResponseSchema],
  ['getApprovalRules', schemas.approvalRulesResponseSchema],
  ['updateApprovalRules', schemas.approvalRulesResponseSchema],
  ['grantApproval', schemas.approvalGrantResponseSchema],
  ['listOfficeServices', schemas.officeServiceListSchema],
  ['createOfficeService', schemas.officeServiceResponseSchema],
  ['updateOfficeService', schemas.officeServiceResponseSchema],
  ['saveOfficePriceGrid', schemas.officeServiceListSchema],
  ['listOfficePackages', schemas.officePackageListSchema],
  ['createOfficePackage', schemas.officePackageResponseSchema],
  ['updateOfficePackage', schemas.officePackageResponseSchema],
  ['listOfficeProducts', schemas.officeProductListSchema],
  ['createOfficeProduct', schemas.officeProductResponseSchema],
  ['updateOfficeProduct', schemas.officeProductResponseSchema],
  ['listOfficeSuppliers', schemas.officeSupplierListSchema],
  ['createOfficeSupplier', schemas.officeSupplierResponseSchema],
  ['updateOfficeSupplier', schemas.officeSupplierResponseSchema],
  ['listOfficeMaterials', schemas.officeMaterialListSchema],
  ['createOfficeMaterial', schemas.officeMaterialResponseSchema],
  ['updateOfficeMaterial', schemas.officeMaterialResponseSchema],
  ['listOpenShifts', schemas.shiftListResponseSchema],
  ['openShift', schemas.shiftResponseSchema],
  ['getShiftReport', schemas.shiftReportResponseSchema],
  ['moveShiftCash', schemas.shiftMovementResponseSchema],
  ['closeShift', schemas.shiftReportResponseSchema],
  ['getShiftSettings', schemas.shiftSettingsResponseSchema],
  ['updateShiftSettings', schemas.shiftSettingsResponseSchema],
  ['getOpeningHours', schemas.openingHoursResponseSchema],
  ['saveOpeningHours', schemas.openingHoursResponseSchema],
  ['refundOrder', schemas.refundResponseSchema],
  ['getVatReport', schemas.vatReportResponseSchema],
  ['listOfficePlans', schemas.planListSchema],
  ['createOfficePlan', schemas.planResponseSchema],
  ['updateOfficePlan', schemas.planResponseSchema],
  ['listPlans', schemas.planListSchema],
  ['listVehicleEntitlements', schemas.entitlementListSchema],
  ['listSoldPlans', schemas.soldPlanListSchema],
  ['freezeSoldPlan', schemas.entitlementResponseSchema],
  ['unfreezeSoldPlan', schemas.entitlementResponseSchema],
  ['transferSoldPlan', schemas.entitlementResponseSchema],
  ['transferHeldPlan', schemas.entitlementResponseSchema],
  ['cancelSoldPlan', schemas.planCancelResponseSchema],
  ['readPlanReport', schemas.planReportResponseSchema],
  ['listOfficeCoupons', schemas.officeCouponListSchema],
  ['createOfficeCoupon', schemas.officeCouponResponseSchema],
  ['updateOfficeCoupon', schemas.officeCouponResponseSchema],
  ['listOfficeShifts', schemas.officeShiftListResponseSchema],
  ['listOfficeVaults', schemas.officeVaultListSchema],
  ['createOfficeVault', schemas.officeVaultResponseSchema],
  ['updateOfficeVault', schemas.officeVaultResponseSchema],
  ['archiveOfficeVault', schemas.officeVaultResponseSchema],
  ['unarchiveOfficeVault', schemas.officeVaultResponseSchema],
  ['importCatalogue', schemas.catalogueImportResponseSchema],
  ['uploadOfficeImage', schemas.officeImageResponseSchema],
  ['setOfficeBusinessLogo', schemas.officeBusinessResponseSchema],
  ['removeOfficeBusinessLogo', schemas.officeBusinessResponseSchema],
];

describe('the response schemas against openapi/api.yaml, both ways', () => {
  it.each(readers)(
    '%s: its reader takes every answer the contract allows, field by field',
    (id, schema) => {
      expect(contractDiff(answerShape(id), schema, 'response')).toEqual([]);
    },
  );

  it('reads 4xx bodies as the contract spells them', () => {
    expect(contractDiff(componentShape('ErrorBody'), schemas.errorBodySchema, 'response')).toEqual(
      [],
    );
  });

  it('covers every operation of the contract that answers JSON (an image file answers WebP)', () => {
    const checked = new Set(readers.map(([id]) => id));
    const paths = contract.paths as Record<string, Record<string, { operationId: string }>>;
    const operations = Object.values(paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    // The catalogue export answers a CSV file and an image a picture: no JSON.
    const notJson = new Set(['getHealth', 'exportCatalogue', 'getImageFile']);
    expect(operations.filter((id) => !notJson.has(id) && !checked.has(id))).toEqual([]);
  });
});

describe('the comparison fails on a difference', () => {
  const coupon = z.object({ id: z.number(), code: z.string() });
  const couponContract = (properties: object, required: string[]) => ({
    ...contract,
    components: {
      schemas: {
        Coupon: { type: 'object', required, properties },
        Id: { type: 'integer', minimum: 1 },
      },
    },
  });
  const shape = (properties: object, required: string[]) =>
    componentShape('Coupon', couponContract(properties, required));

  it('names a field of the contract the schema does not read, and one it reads that the contract lacks', () => {
    const expected = shape({ id: { $ref: '#/components/schemas/Id' }, value: { type: 'number' } }, [
      'id',
    ]);
    expect(contractDiff(expected, coupon, 'response')).toEqual([
      '$.value: in the contract, not in the schema',
      '$.code: in the schema, not in the contract',
    ]);
  });

  it('names a field the schema requires that the contract leaves optional, and a kind it refuses', () => {
    const expected = shape(
      { id: { $ref: '#/components/schemas/Id' }, code: { type: ['string', 'integer'] } },
      ['id'],
    );
    expect(contractDiff(expected, coupon, 'response')).toEqual([
      '$.code: required by the schema, optional in the contract',
      '$.code: the schema refuses integer, which the contract allows',
    ]);
  });

  it('names an enum value the schema takes that the contract does not, and tighter bounds', () => {
    const expected = shape(
      {
        id: { $ref: '#/components/schemas/Id' },
        code: { type: 'string', enum: ['a', 'b'] },
      },
      ['id', 'code'],
    );
    const narrowed = z.object({
      id: z.int().check(z.minimum(2)),
      code: z.enum(['a', 'c']),
    });
    expect(contractDiff(expected, narrowed, 'response')).toEqual([
      '$.id: min 2 where the contract says 1',
      '$.code: the schema refuses "b", which the contract allows',
      '$.code: the schema takes "c", which the contract does not',
    ]);
  });
});
