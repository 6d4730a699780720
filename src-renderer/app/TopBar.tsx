import { useState } from 'react';
import type { LocalSettings } from '../../src-shared/bridge.ts';
import { THEMES } from '../../src-shared/bridge.ts';
import { ROLE_LABEL } from '../../src-shared/domain/roles.ts';
import { Icon, type IconName } from '../components/Icon.tsx';
import { Menu, MenuHeader, MenuItem, Popover } from '../components/Popover.tsx';
import { contactName } from '../features/company/contacts.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { drafts } from '../lib/drafts.ts';
import { reportUnexpected } from '../lib/report.ts';
import { logout, logoutEverywhere } from '../session/auth.ts';
import { useUserInfo } from '../session/reference.ts';
import { serverLabel, useAppInfo } from '../stores/appInfo.ts';
import { useSession } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';

const THEME_ICON: Record<LocalSettings['theme'], IconName> = {
  system: 'monitor',
  light: 'sun',
  dark: 'moon',
};
const THEME_LABEL: Record<LocalSettings['theme'], string> = {
  system: 'System theme',
  light: 'Light theme',
  dark: 'Dark theme',
};

export function TopBar() {
  const info = useAppInfo((state) => state.info);
  return (
    <header className="topbar">
      <div className="topbar-start">
        {info ? (
          <span className="server-pill" title={info.serverUrl} data-testid="server-indicator">
            <Icon name="server" size={13} />
            {serverLabel(info)}
          </span>
        ) : null}
      </div>
      <div className="topbar-end">
        <ThemeSwitch />
        <UserMenu />
      </div>
    </header>
  );
}

function ThemeSwitch() {
  const theme = useSettings((state) => state.local.theme);
  const updateLocal = useSettings((state) => state.updateLocal);
  return (
    <div role="radiogroup" aria-label="Theme" className="segmented">
      {THEMES.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={theme === option}
          aria-label={THEME_LABEL[option]}
          title={THEME_LABEL[option]}
          className="segment"
          onClick={() => updateLocal({ theme: option })}
        >
          <Icon name={THEME_ICON[option]} size={14} />
        </button>
      ))}
    </div>
  );
}

function UserMenu() {
  const claims = useSession((state) => state.claims);
  const [asking, setAsking] = useState<'logout' | 'everywhere' | null>(null);
  const userInfo = useUserInfo();
  const name = userInfo.data
    ? contactName(userInfo.data.contact) || userInfo.data.username
    : claims?.username;
  const role = claims?.user_groups[0];
  const roleLabel = role ? ROLE_LABEL[role] : '';
  const initials = (name ?? '?')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <>
      <Popover
        buttonLabel="User menu"
        buttonClassName="user-button"
        haspopup="menu"
        testId="user-menu"
        button={
          <>
            <span className="avatar" aria-hidden="true">
              {initials}
            </span>
            <span className="user-text">
              <span className="user-name" data-testid="user-name">
                {name}
              </span>
              <span className="user-role" data-testid="user-role">
                {roleLabel}
              </span>
            </span>
            <Icon name="chevronDown" size={14} />
          </>
        }
      >
        {(close) => (
          <Menu label="User menu">
            <MenuHeader>
              <strong>{name}</strong>
              <span className="muted">
                {claims?.user_groups.map((r) => ROLE_LABEL[r]).join(', ')}
              </span>
            </MenuHeader>
            <MenuItem
              onSelect={() => {
                close();
                // A deliberate log-out clears the drafts of unsaved work: asked first when any.
                if (drafts.count() > 0) setAsking('logout');
                else void logout('user');
              }}
            >
              <Icon name="logout" /> Log out
            </MenuItem>
            <MenuItem
              danger
              onSelect={() => {
                close();
                setAsking('everywhere');
              }}
            >
              <Icon name="logout" /> Log out everywhere
            </MenuItem>
          </Menu>
        )}
      </Popover>
      {asking ? (
        <LogoutConfirm everywhere={asking === 'everywhere'} onClose={() => setAsking(null)} />
      ) : null}
    </>
  );
}

/**
 * Log-outs that cannot be undone ask first: everywhere signs out every device of the user; either
 * one deliberately discards the drafts of unsaved work kept on this computer.
 */
function LogoutConfirm({ everywhere, onClose }: { everywhere: boolean; onClose: () => void }) {
  const kept = drafts.count();
  const draftWords = `your unsaved work kept on this computer (${kept} ${kept === 1 ? 'draft' : 'drafts'})`;
  return (
    <ConfirmDialog
      title={everywhere ? 'Log out everywhere?' : 'Log out and discard unsaved work?'}
      message={
        everywhere
          ? `Every device you are signed in on will be signed out, this one too${kept > 0 ? `, and ${draftWords} discarded` : ''}.`
          : `Logging out discards ${draftWords}.`
      }
      confirmLabel={everywhere ? 'Log out everywhere' : 'Log out'}
      danger
      onConfirm={async () => {
        onClose();
        if (everywhere) {
          await logoutEverywhere().catch((error: unknown) =>
            reportUnexpected(error, 'Log-out everywhere failed'),
          );
        } else await logout('user');
      }}
      onClose={onClose}
      testId="logout-dialog"
    />
  );
}
