import { userDisplayName } from '@lamaa/domain';
import { Button, LanguageSwitch, TopNav, useLocale } from '@lamaa/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { useOfficeText } from '../shared/i18n/use-office-text.js';
import { roleKey } from '../shared/role-label.js';
import { useAuthActor, useCan, useUser } from '../shared/session/auth-context.js';
import { SECTIONS } from './office-sections.js';
import './office-shell.css';

/** The signed-in office: the header (the screens the role may open, the POS, language, sign-out) and the screen. */
export function OfficeShell() {
  const t = useOfficeText();
  const auth = useAuthActor();
  const user = useUser();
  const may = useCan();
  const location = useLocation();
  const { language } = useLocale();
  // The name in the interface language when the employee has one there.
  const name = typeof user?.name === 'object' ? user.name?.[language] : null;
  const items = SECTIONS.filter((section) => may(section.action)).map((section) => ({
    href: section.path,
    label: t(section.label),
    isCurrent: location.pathname.startsWith(section.path),
  }));
  return (
    <div className="office-shell">
      <TopNav
        brand={<span className="office-shell__brand">{t('office.brand')}</span>}
        items={items}
        end={
          <>
            <span className="office-shell__user">
              {t('office.signed-in-as', {
                name: name?.trim() || userDisplayName(user) || t('common.user'),
                role: t(roleKey(user?.role)),
              })}
            </span>
            {/* The POS is another app: a plain link leaves this router. */}
            <a className="office-shell__pos" href="/">
              {t('office.open-pos')}
            </a>
            <LanguageSwitch />
            <Button variant="ghost" size="sm" onPress={() => auth.send({ type: 'auth.logout' })}>
              {t('office.sign-out')}
            </Button>
          </>
        }
      />
      <main className="office-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
