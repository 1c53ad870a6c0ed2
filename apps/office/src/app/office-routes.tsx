import type { Action } from '@lamaa/domain';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Link, Navigate, Route, Routes, useHref, useNavigate } from 'react-router-dom';
import { AuditPage } from '../features/audit/audit-page.js';
import { BranchesPage } from '../features/branches/branches-page.js';
import { BusinessPage } from '../features/business/business-page.js';
import { CatalogueFilesPage } from '../features/catalogue-files/catalogue-files-page.js';
import { CouponsPage } from '../features/coupons/coupons-page.js';
import { IntakeListsPage } from '../features/intake-lists/intake-lists-page.js';
import { OpeningHoursPage } from '../features/opening-hours/opening-hours-page.js';
import { PackagesPage } from '../features/packages/packages-page.js';
import { PlanReportPage } from '../features/plan-report/plan-report-page.js';
import { PlansPage } from '../features/plans/plans-page.js';
import { SoldPlansPage } from '../features/sold-plans/sold-plans-page.js';
import { PriceGridPage } from '../features/prices/price-grid-page.js';
import { ProductsPage } from '../features/products/products-page.js';
import { ServicesPage } from '../features/services/services-page.js';
import { ShiftsPage } from '../features/shifts/shifts-page.js';
import { SetPasswordPage } from '../features/sign-in/set-password-page.js';
import { StaffPage } from '../features/staff/staff-page.js';
import { VatReportPage } from '../features/vat-report/vat-report-page.js';
import { VaultsPage } from '../features/vaults/vaults-page.js';
import { useOfficeText } from '../shared/i18n/use-office-text.js';
import { useCan } from '../shared/session/auth-context.js';
import { OfficeGate } from './office-gate.js';
import { SECTIONS } from './office-sections.js';
import { OfficeShell } from './office-shell.js';
import '../shared/office-page.css';

/** The first screen the signed-in role may open (every role that opens the office has one). */
function FirstSection() {
  const may = useCan();
  const first = SECTIONS.find((section) => may(section.action));
  return first ? <Navigate to={first.path} replace /> : null;
}

/** An address under /office that is no screen, or one the role may not open. */
function NotFound() {
  const t = useOfficeText();
  return (
    <section className="office-page">
      <h1 className="office-page__title">{t('office.not-found')}</h1>
      <Link to="/">{t('office.go-home')}</Link>
    </section>
  );
}

/** A screen only for the roles `action` allows; the others read "not found". */
function Allowed({ action, children }: { action: Action; children: ReactNode }) {
  const may = useCan();
  return may(action) ? children : <NotFound />;
}

/**
 * The office's routes under /office: the set-password screen for anyone with a link, the
 * rest behind the gate. React Aria's links go through the router.
 */
export function OfficeRoutes() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Routes>
        <Route path="set-password" element={<SetPasswordPage />} />
        <Route
          element={
            <OfficeGate>
              <OfficeShell />
            </OfficeGate>
          }
        >
          <Route index element={<FirstSection />} />
          <Route
            path="business"
            element={
              <Allowed action="business.edit">
                <BusinessPage />
              </Allowed>
            }
          />
          <Route
            path="branches"
            element={
              <Allowed action="branch.manage">
                <BranchesPage />
              </Allowed>
            }
          />
          <Route
            path="staff"
            element={
              <Allowed action="staff.manage">
                <StaffPage />
              </Allowed>
            }
          />
          <Route
            path="audit"
            element={
              <Allowed action="audit.read">
                <AuditPage />
              </Allowed>
            }
          />
          <Route
            path="services"
            element={
              <Allowed action="catalogue.manage">
                <ServicesPage />
              </Allowed>
            }
          />
          <Route
            path="prices"
            element={
              <Allowed action="catalogue.manage">
                <PriceGridPage />
              </Allowed>
            }
          />
          <Route
            path="packages"
            element={
              <Allowed action="catalogue.manage">
                <PackagesPage />
              </Allowed>
            }
          />
          <Route
            path="products"
            element={
              <Allowed action="catalogue.manage">
                <ProductsPage />
              </Allowed>
            }
          />
          <Route
            path="intake"
            element={
              <Allowed action="catalogue.manage">
                <IntakeListsPage />
              </Allowed>
            }
          />
          <Route
            path="vat"
            element={
              <Allowed action="business.edit">
                <VatReportPage />
              </Allowed>
            }
          />
          <Route
            path="plans"
            element={
              <Allowed action="catalogue.manage">
                <PlansPage />
              </Allowed>
            }
          />
          <Route
            path="sold-plans"
            element={
              <Allowed action="approval.grant">
                <SoldPlansPage />
              </Allowed>
            }
          />
          <Route
            path="plan-report"
            element={
              <Allowed action="catalogue.manage">
                <PlanReportPage />
              </Allowed>
            }
          />
          <Route
            path="shifts"
            element={
              <Allowed action="vault.balance.read">
                <ShiftsPage />
              </Allowed>
            }
          />
          <Route
            path="coupons"
            element={
              <Allowed action="coupon.manage">
                <CouponsPage />
              </Allowed>
            }
          />
          <Route
            path="vaults"
            element={
              <Allowed action="vault.manage">
                <VaultsPage />
              </Allowed>
            }
          />
          <Route
            path="hours"
            element={
              <Allowed action="opening-hours.manage">
                <OpeningHoursPage />
              </Allowed>
            }
          />
          <Route
            path="catalogue-files"
            element={
              <Allowed action="catalogue.manage">
                <CatalogueFilesPage />
              </Allowed>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </AriaRouterProvider>
  );
}
