// Every /api route, composed from the route modules of each contract tag.
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { approvalRoutes } from './approval-routes.js';
import { authRoutes } from './auth-routes.js';
import { cartRoutes } from './cart-routes.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { customerRoutes } from './customer-routes.js';
import { intakeRoutes } from './intake-routes.js';
import { metaRoutes } from './meta-routes.js';
import { officeCatalogueRoutes } from './office-catalogue-routes.js';
import { officeCatalogueSheetRoutes } from './office-catalogue-sheet-routes.js';
import { officeCouponRoutes } from './office-coupon-routes.js';
import { officeHoursRoutes } from './office-hours-routes.js';
import { officeRoutes } from './office-routes.js';
import { orderRoutes } from './order-routes.js';
import { shiftRoutes } from './shift-routes.js';
import { refundRoutes } from '../refunds/refund-routes.js';
import { vatReportRoutes } from '../vat-report/vat-report-routes.js';
import { shiftListRoutes } from '../shift-list/shift-list-routes.js';
import { planRoutes } from './plan-routes.js';
import { entitlementRoutes } from './entitlement-routes.js';
import { systemRoutes } from './system-routes.js';
import { officeVaultRoutes } from './office-vault-routes.js';
import { officeImageRoutes } from './office-image-routes.js';

/** The /api sub-application. */
export function apiRoutes(options: { trustProxy: boolean; testHooks?: boolean }): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route('/', systemRoutes(options));
  api.route('/', authRoutes(options));
  api.route('/', customerRoutes());
  api.route('/', metaRoutes());
  api.route('/', catalogueRoutes());
  api.route('/', cartRoutes());
  api.route('/', orderRoutes());
  api.route('/', intakeRoutes());
  api.route('/', officeRoutes());
  api.route('/', approvalRoutes());
  api.route('/', officeCatalogueRoutes());
  api.route('/', officeCatalogueSheetRoutes());
  api.route('/', shiftRoutes());
  api.route('/', refundRoutes());
  api.route('/', vatReportRoutes());
  api.route('/', planRoutes());
  api.route('/', entitlementRoutes());
  api.route('/', shiftListRoutes());
  api.route('/', officeCouponRoutes());
  api.route('/', officeVaultRoutes());
  api.route('/', officeHoursRoutes());
  api.route('/', officeImageRoutes());
  return api;
}
