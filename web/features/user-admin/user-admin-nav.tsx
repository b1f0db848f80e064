import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink } from "react-router";
import { closeOnEscape } from "../../components/close-on-escape";
import { reloadPage } from "../../lib/page-location";
import { paths } from "../../lib/paths";
import { removeStored } from "../../lib/storage";
import { useContributorLogout } from "./sign-in-api";

/** Each icon's strokes, drawn by `Icon` on a 24-unit grid. */
const iconShapes = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  wallet: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 14h2" />
    </>
  ),
  add: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  list: <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />,
  logout: <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
};

const linksOf = (i18n: I18n) =>
  [
    { to: paths.userAdminWallet, label: i18n._("contributor.nav.wallet"), icon: "wallet" },
    { to: paths.userAdminAdd, label: i18n._("contributor.nav.add"), icon: "add" },
    { to: paths.userAdminQuestions, label: i18n._("contributor.nav.view"), icon: "list" },
  ] as const;

/**
 * SPEC.md's bottom navigation bar: one button while collapsed; open, the wallet, add and
 * view links, Logout and a close button. Choosing a link or pressing Escape closes it.
 */
export function UserAdminNav() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const leaving = useContributorLogout(() => {
    removeStored("admin_token");
    removeStored("ssid_admin");
    reloadPage();
  });
  const listId = useId();
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Focus follows the toggle only after a person toggled, never on the first render.
  const toggled = useRef(false);

  useEffect(() => {
    if (!toggled.current) return;
    if (open) listRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    else openButtonRef.current?.focus();
  }, [open]);

  function toggle(next: boolean) {
    toggled.current = true;
    setOpen(next);
  }

  function logOut() {
    if (!leaving.isPending) leaving.mutate();
  }

  return (
    <nav
      aria-label={i18n._("contributor.nav.label")}
      className="ua-nav"
      data-open={open}
      onKeyDown={closeOnEscape(open, () => toggle(false))}
    >
      {!open && (
        <button
          ref={openButtonRef}
          type="button"
          className="ua-nav-open"
          aria-label={i18n._("contributor.nav.open")}
          aria-expanded={false}
          aria-controls={listId}
          onClick={() => toggle(true)}
        >
          <Icon shape="menu" />
        </button>
      )}
      <ul id={listId} ref={listRef} className="ua-nav-items" hidden={!open}>
        {linksOf(i18n).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="ua-nav-item" onClick={() => toggle(false)}>
              <Icon shape={link.icon} />
              <span>{link.label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="ua-nav-item"
            aria-disabled={leaving.isPending}
            onClick={logOut}
          >
            <Icon shape="logout" />
            <span>{i18n._("contributor.nav.logout")}</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="ua-nav-item"
            aria-label={i18n._("contributor.nav.closeLabel")}
            aria-expanded={true}
            aria-controls={listId}
            onClick={() => toggle(false)}
          >
            <Icon shape="close" />
            <span>{i18n._("contributor.nav.close")}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

function Icon({ shape }: { shape: keyof typeof iconShapes }) {
  return (
    <svg
      className="ua-nav-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {iconShapes[shape]}
    </svg>
  );
}
