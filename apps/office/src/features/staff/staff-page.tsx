import type { OfficeEmployee, PasswordLink } from '@lamaa/api-client';
import { roleMay } from '@lamaa/domain';
import {
  Badge,
  Banner,
  Button,
  DataTable,
  Dialog,
  EmptyState,
  useLoader,
  useLocale,
} from '@lamaa/ui';
import { useState } from 'react';
import { saveErrorText } from '../../shared/i18n/code-text.js';
import { RowButton } from '../../shared/list-columns.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { roleKey } from '../../shared/role-label.js';
import { useCan, useUser } from '../../shared/session/auth-context.js';
import { AddEmployeeDialog } from './add-employee-dialog.js';
import { ApprovalPinDialog } from './approval-pin-dialog.js';
import { branchName } from './role-branch-fields.js';
import { ChangeEmployeeDialog } from './change-employee-dialog.js';
import { PasswordLinkDialog } from './password-link-dialog.js';
import '../../shared/office-page.css';

/** What the page shows over the list: the add form, a link to copy, or a deactivation to confirm. */
type Overlay =
  | { readonly kind: 'add' }
  | { readonly kind: 'change'; readonly employee: OfficeEmployee }
  | { readonly kind: 'link'; readonly employee: OfficeEmployee; readonly link: PasswordLink }
  | { readonly kind: 'deactivate'; readonly employee: OfficeEmployee }
  | { readonly kind: 'my-pin' };

/** /office/staff: the staff the signed-in employee may manage, with Add, Deactivate and new links. */
export function StaffPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api, toasts } = useOfficeServices();
  const me = useUser();
  const may = useCan();
  const employees = useLoader('office-employees', null, (_, signal) =>
    api.listOfficeEmployees(signal),
  );
  const branches = useLoader('office-branches', null, (_, signal) =>
    api.listOfficeBranches(signal),
  );
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const nameOf = (employee: OfficeEmployee) =>
    (language === 'ar' ? employee.name.ar : employee.name.en) || employee.name.en || employee.email;

  const setActive = async (employee: OfficeEmployee, active: boolean) => {
    setBusyId(String(employee.id));
    const result = await api.updateOfficeEmployee(Number(employee.id), { active });
    setBusyId(null);
    setOverlay(null);
    if (result.error) {
      toasts.error(saveErrorText(t, result.error, false));
      return;
    }
    const name = nameOf(employee);
    toasts.success(t(active ? 'office.reactivated' : 'office.deactivated', { name }));
    employees.retry();
  };

  const newLink = async (employee: OfficeEmployee) => {
    setBusyId(String(employee.id));
    const result = await api.createPasswordLink(Number(employee.id));
    setBusyId(null);
    if (result.error) {
      toasts.error(saveErrorText(t, result.error, false));
      return;
    }
    setOverlay({ kind: 'link', employee, link: result.data });
  };

  const clearPin = async (employee: OfficeEmployee) => {
    setBusyId(`pin-${employee.id}`);
    const result = await api.clearApprovalPin(Number(employee.id));
    setBusyId(null);
    if (result.error) {
      toasts.error(saveErrorText(t, result.error, false));
      return;
    }
    toasts.success(t('office.pin-cleared', { name: nameOf(employee) }));
    employees.retry();
  };

  return (
    <section className="office-page" aria-labelledby="staff-title">
      <header className="office-page__header">
        <div>
          <h1 id="staff-title" className="office-page__title">
            {t('office.staff-title')}
          </h1>
          <p className="office-page__intro">{t('office.staff-intro')}</p>
        </div>
        <div className="office-row-actions">
          {may('approval.grant') ? (
            <Button variant="outline" onPress={() => setOverlay({ kind: 'my-pin' })}>
              {t('office.my-pin')}
            </Button>
          ) : null}
          <Button variant="primary" onPress={() => setOverlay({ kind: 'add' })}>
            {t('office.add-employee')}
          </Button>
        </div>
      </header>
      {employees.hasFailed && employees.data ? (
        <Banner tone="error" onRetry={employees.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      <DataTable
        label={t('office.staff-title')}
        rows={employees.data ?? []}
        isLoading={employees.isLoading}
        {...(employees.hasFailed && !employees.data
          ? { errorMessage: t('office.load-failed'), onRetry: employees.retry }
          : {})}
        emptyState={<EmptyState title={t('office.no-employees')} />}
        columns={[
          { id: 'name', header: t('office.col-name'), isRowHeader: true, render: nameOf },
          {
            id: 'email',
            header: t('office.col-email'),
            render: (employee) => <span dir="ltr">{employee.email}</span>,
          },
          {
            id: 'role',
            header: t('office.role'),
            render: (employee) => t(roleKey(employee.role)),
          },
          {
            id: 'branch',
            header: t('office.branch'),
            render: (employee) =>
              employee.branch ? branchName(employee.branch, language) : t('office.all-branches'),
          },
          {
            id: 'status',
            header: t('office.col-status'),
            render: (employee) =>
              employee.active ? (
                <Badge tone="green">{t('office.active')}</Badge>
              ) : (
                <Badge tone="neutral">{t('office.inactive')}</Badge>
              ),
          },
          {
            id: 'pin',
            header: t('office.col-pin'),
            render: (employee) =>
              employee.has_pin === undefined ||
              !roleMay(employee.role, 'approval.grant') ? null : employee.has_pin ? (
                <div className="office-row-actions">
                  <Badge tone="green">{t('office.pin-is-set')}</Badge>
                  <RowButton
                    label={t('office.clear-pin')}
                    name={nameOf(employee)}
                    isBusy={busyId === `pin-${employee.id}`}
                    onPress={() => void clearPin(employee)}
                  />
                </div>
              ) : (
                <Badge tone="neutral">{t('office.pin-not-set')}</Badge>
              ),
          },
          {
            id: 'actions',
            header: t('office.col-actions'),
            render: (employee) =>
              String(employee.id) === String(me?.id) ? null : (
                <div className="office-row-actions">
                  {employee.active ? (
                    <RowButton
                      label={t('office.change')}
                      name={nameOf(employee)}
                      onPress={() => setOverlay({ kind: 'change', employee })}
                    />
                  ) : null}
                  {employee.active ? (
                    <RowButton
                      label={t('office.new-link')}
                      name={nameOf(employee)}
                      isBusy={busyId === String(employee.id)}
                      onPress={() => void newLink(employee)}
                    />
                  ) : null}
                  <RowButton
                    label={t(employee.active ? 'office.deactivate' : 'office.reactivate')}
                    name={nameOf(employee)}
                    variant={employee.active ? 'danger' : 'outline'}
                    onPress={() =>
                      employee.active
                        ? setOverlay({ kind: 'deactivate', employee })
                        : void setActive(employee, true)
                    }
                  />
                </div>
              ),
          },
        ]}
      />
      {overlay?.kind === 'add' ? (
        <AddEmployeeDialog
          branches={branches.data ?? []}
          onClose={() => setOverlay(null)}
          onAdded={(employee, link) => {
            toasts.success(t('office.employee-added', { name: nameOf(employee) }));
            setOverlay({ kind: 'link', employee, link });
            employees.retry();
          }}
        />
      ) : null}
      {overlay?.kind === 'change' ? (
        <ChangeEmployeeDialog
          employee={overlay.employee}
          name={nameOf(overlay.employee)}
          branches={branches.data ?? []}
          onClose={() => setOverlay(null)}
          onSaved={() => {
            setOverlay(null);
            employees.retry();
          }}
        />
      ) : null}
      {overlay?.kind === 'link' ? (
        <PasswordLinkDialog
          name={nameOf(overlay.employee)}
          email={overlay.employee.email}
          link={overlay.link}
          onClose={() => setOverlay(null)}
        />
      ) : null}
      {overlay?.kind === 'my-pin' ? (
        <ApprovalPinDialog
          onClose={() => setOverlay(null)}
          onSaved={() => {
            setOverlay(null);
            employees.retry();
          }}
        />
      ) : null}
      {overlay?.kind === 'deactivate' ? (
        <Dialog
          role="alertdialog"
          title={t('office.deactivate-title', { name: nameOf(overlay.employee) })}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setOverlay(null);
          }}
          footer={
            <>
              <Button variant="secondary" onPress={() => setOverlay(null)}>
                {t('office.cancel')}
              </Button>
              <Button
                variant="danger"
                isBusy={busyId !== null}
                busyLabel={t('office.saving')}
                onPress={() => void setActive(overlay.employee, false)}
              >
                {t('office.deactivate')}
              </Button>
            </>
          }
        >
          <p>{t('office.deactivate-body')}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
