import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { NavLink } from "react-router";
import { focusableIn, keepTabInside } from "../components/focus-trap";
import { LanguageSwitch } from "../components/language-switch";
import { paths } from "../lib/paths";
import { logOutPlayer } from "../lib/player-logout";
import { useStoredValue } from "../lib/use-stored-value";
import "./player-menu.css";

/** `label` is a message id (web/locales). */
type MenuEntry = { kind: "link"; label: string; to: string } | { kind: "logout"; label: string };

/**
 * Every place a signed-in player goes, in the order (Rewards holds coins and
 * coupons, and leads to the cart); a visitor gets the ways in. Home is the menu's hub.
 */
function menuEntries(signedIn: boolean): MenuEntry[] {
  if (signedIn) {
    return [
      { kind: "link", label: "menu.play", to: paths.start },
      { kind: "link", label: "menu.runs", to: paths.runs },
      { kind: "link", label: "menu.bank", to: paths.account },
      { kind: "link", label: "menu.rewards", to: paths.coupons },
      { kind: "link", label: "menu.reports", to: paths.tickets },
      { kind: "link", label: "menu.review", to: paths.review },
      { kind: "link", label: "menu.refer", to: paths.refer },
      { kind: "link", label: "menu.settings", to: paths.settings },
      { kind: "logout", label: "menu.logout" },
    ];
  }
  return [
    { kind: "link", label: "menu.login", to: paths.login },
    { kind: "link", label: "menu.try", to: paths.trialLanding },
    { kind: "link", label: "menu.sample", to: paths.sample },
    { kind: "link", label: "menu.rewards", to: paths.coupons },
    { kind: "link", label: "menu.about", to: paths.about },
  ];
}

/**
 * Places an entry on the orbit through the CSSOM, not a `style` attribute: the first
 * screens are painted on the server, and the CSP refuses inline style attributes in HTML.
 */
function orbitPlace(index: number, count: number) {
  return (item: HTMLLIElement | null) => {
    item?.style.setProperty("--index", String(index));
    item?.style.setProperty("--count", String(count));
  };
}

/**
 * The floating menu button and its orbital navigation overlay. While open, focus stays
 * in the overlay and the button; Escape, the button or the backdrop close it.
 */
export function PlayerMenu() {
  const { i18n } = useLingui();
  const signedIn = Boolean(useStoredValue("ssid"));
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const navId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    if (navRef.current) focusableIn(navRef.current)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      } else if (rootRef.current) {
        keepTabInside(event, rootRef.current);
      }
    };
    // The overlay fills the screen; a click on its empty part is a click outside the menu.
    const onClick = (event: MouseEvent) => {
      if (event.target === navRef.current || event.target === listRef.current) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, [open, close]);

  async function logOut() {
    setLoggingOut(true);
    await logOutPlayer();
  }

  const entries = menuEntries(signedIn);

  return (
    <div ref={rootRef} className="orbit-menu">
      <nav
        ref={navRef}
        id={navId}
        aria-label={i18n._("menu.label")}
        className="orbit-nav"
        hidden={!open}
      >
        <ul ref={listRef} className="orbit-list">
          {entries.map((entry, index) => (
            <li key={entry.label} className="orbit-item" ref={orbitPlace(index, entries.length)}>
              {entry.kind === "link" ? (
                <NavLink to={entry.to} end className="orbit-entry" onClick={close}>
                  {i18n._(entry.label)}
                </NavLink>
              ) : (
                <button
                  type="button"
                  className="orbit-entry"
                  onClick={logOut}
                  disabled={loggingOut}
                >
                  {i18n._(entry.label)}
                </button>
              )}
            </li>
          ))}
        </ul>
        {/* After the entries, so opening the menu focuses Play; it sits in the circle's middle. */}
        <NavLink
          to={paths.home}
          end
          className="orbit-hub"
          aria-label={i18n._("menu.home")}
          onClick={close}
        >
          {i18n._("menu.hub")}
        </NavLink>
        {/* Only while open: closed, the overlay is hidden, and its words are no screen's. */}
        {open && <LanguageSwitch className="orbit-language" />}
      </nav>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-label={i18n._(open ? "menu.close" : "menu.open")}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="menu-button-icon" aria-hidden="true" />
      </button>
    </div>
  );
}
