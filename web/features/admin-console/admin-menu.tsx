import { useLingui } from "@lingui/react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, matchPath, NavLink, useLocation } from "react-router";
import { closeOnEscape } from "../../components/close-on-escape";
import { usePopupMessage } from "../../components/popup-message";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import { REWARD_POOL_HASH } from "./admin-anchors";

type MenuLink = {
  to: string;
  /** A message id. */
  label: string;
  /** Other screens this entry stands for (a player's page under Players). */
  also?: readonly string[];
};

/**
 * The main admin's screens in five groups named for what each does. Every
 * screen keeps its SPEC.md path; the labels say what is there (Coins was the run
 * settings, Add Users the user-admins).
 */
/** Headings and labels are message ids. */
const adminMenuGroups: readonly { heading: string; links: readonly MenuLink[] }[] = [
  {
    heading: "admin.menu.group.game",
    links: [
      { to: paths.adminStart, label: "admin.menu.start" },
      { to: paths.adminCoins, label: "admin.menu.coins" },
      { to: paths.adminShows, label: "admin.menu.shows", also: [paths.adminShow] },
    ],
  },
  {
    heading: "admin.menu.group.questions",
    links: [
      { to: paths.adminQuestions, label: "admin.menu.questions" },
      { to: paths.adminAddQuestion, label: "admin.menu.addQuestion" },
      { to: paths.adminImportQuestions, label: "admin.menu.importQuestions" },
      { to: paths.adminSelect, label: "admin.menu.contributed" },
      { to: paths.adminLanguages, label: "admin.menu.languages" },
    ],
  },
  {
    heading: "admin.menu.group.money",
    links: [
      { to: paths.adminAddReward, label: "admin.menu.payouts" },
      { to: paths.adminRequest, label: "admin.menu.requests" },
      { to: `${paths.adminAddReward}${REWARD_POOL_HASH}`, label: "admin.menu.rewardPool" },
      { to: paths.adminCoupons, label: "admin.menu.coupons", also: [paths.adminPrize] },
      { to: paths.adminBalance, label: "admin.menu.balance" },
    ],
  },
  {
    heading: "admin.menu.group.people",
    links: [
      { to: paths.adminPlayers, label: "admin.menu.players", also: [paths.adminPlayer] },
      { to: paths.adminAddUsers, label: "admin.menu.contributors" },
      { to: paths.adminAdmins, label: "admin.menu.admins" },
      { to: paths.adminTicket, label: "admin.menu.tickets" },
    ],
  },
  {
    heading: "admin.menu.group.insights",
    links: [
      { to: paths.adminChart, label: "admin.menu.charts", also: [paths.adminGraphs] },
      { to: paths.adminCheck, label: "admin.menu.health" },
      { to: paths.adminAudit, label: "admin.menu.audit" },
    ],
  },
];

const signedOutLinks = [
  { to: paths.adminLogin, label: "admin.menu.login" },
  { to: paths.adminSignup, label: "admin.menu.signup" },
] as const;

/**
 * Whether a link names the screen shown: its path (or one it stands for) and, for a place
 * on a screen (`#…`), that place too; a screen's own entry is not current at its places.
 */
function isCurrent(link: MenuLink, pathname: string, hash: string): boolean {
  const [path = "", place = ""] = link.to.split("#");
  const onScreen = [path, ...(link.also ?? [])].some((pattern) => matchPath(pattern, pathname));
  if (!onScreen) return false;
  const linkedPlaces = adminMenuGroups
    .flatMap((group) => group.links)
    .filter((other) => other.to.startsWith(`${path}#`))
    .map((other) => `#${other.to.split("#")[1]}`);
  return place ? hash === `#${place}` : !linkedPlaces.includes(hash);
}

/**
 * SPEC.md: every link only with a main-admin token, otherwise Login and Sign-Up. Its
 * Logout only says it cannot; the real sign-out is on /admin/home (DESIGN.md section 2).
 * Signed in, the groups sit in a sidebar from 64rem up and fold behind a Menu button on
 * narrower screens; following a link or Escape folds them again. The screen shown is
 * marked `aria-current="page"`.
 */
export function AdminMenu() {
  const { i18n } = useLingui();
  const signedIn = Boolean(useStoredValue("token"));
  const showMessage = usePopupMessage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();

  // A new screen (or a jump to a place on one) folds the menu away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location
  useEffect(() => setOpen(false), [pathname, hash]);

  if (!signedIn) {
    return (
      <nav aria-label={i18n._("admin.menu.label")} className="admin-menu">
        <ul className="admin-menu-list">
          {signedOutLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{i18n._(link.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  const menuLink = (link: MenuLink) => {
    const current = isCurrent(link, pathname, hash);
    return (
      <li key={link.to}>
        <Link
          to={link.to}
          aria-current={current ? "page" : undefined}
          onClick={() => setOpen(false)}
        >
          {i18n._(link.label)}
        </Link>
      </li>
    );
  };

  return (
    <nav
      aria-label={i18n._("admin.menu.label")}
      className="admin-menu"
      data-open={open}
      onKeyDown={closeOnEscape(open, () => {
        setOpen(false);
        toggleRef.current?.focus();
      })}
    >
      <button
        ref={toggleRef}
        type="button"
        className="admin-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        <span aria-hidden="true">{open ? "✕" : "☰"}</span> {i18n._("admin.menu.toggle")}
      </button>
      <div id={listId} className="admin-menu-groups" hidden={!open}>
        <ul className="admin-menu-list">
          {menuLink({ to: paths.adminHome, label: "admin.menu.dashboard" })}
        </ul>
        {adminMenuGroups.map((group) => (
          <MenuGroup key={group.heading} heading={i18n._(group.heading)}>
            {group.links.map(menuLink)}
          </MenuGroup>
        ))}
        <MenuGroup heading={i18n._("admin.menu.group.account")}>
          {menuLink({ to: paths.adminPassword, label: "admin.menu.password" })}
          <li>
            <button type="button" onClick={() => showMessage(i18n._("admin.menu.logoutNotice"))}>
              {i18n._("admin.menu.logout")}
            </button>
          </li>
        </MenuGroup>
      </div>
    </nav>
  );
}

/** A heading and its links; the list is named by the heading for screen readers. */
function MenuGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div className="admin-menu-group">
      <h2 id={headingId} className="admin-menu-heading">
        {heading}
      </h2>
      <ul className="admin-menu-list" aria-labelledby={headingId}>
        {children}
      </ul>
    </div>
  );
}
