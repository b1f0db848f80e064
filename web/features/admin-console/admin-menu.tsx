import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, matchPath, NavLink, useLocation } from "react-router";
import { closeOnEscape } from "../../components/close-on-escape";
import { usePopupMessage } from "../../components/popup-message";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import { REWARD_POOL_HASH } from "./admin-anchors";

type MenuLink = {
  to: string;
  label: string;
  /** Other screens this entry stands for (a player's page under Players). */
  also?: readonly string[];
};

/**
 * The main admin's screens in five groups named for what each does. Every
 * screen keeps its SPEC.md path; the labels say what is there (Coins was the run
 * settings, Add Users the user-admins).
 */
const adminMenuGroups: readonly { heading: string; links: readonly MenuLink[] }[] = [
  {
    heading: "Game",
    links: [
      { to: paths.adminStart, label: "Start/Stop" },
      { to: paths.adminCoins, label: "Run settings" },
      { to: paths.adminShows, label: "Live shows", also: [paths.adminShow] },
    ],
  },
  {
    heading: "Questions",
    links: [
      { to: paths.adminQuestions, label: "Questions" },
      { to: paths.adminAddQuestion, label: "Add question" },
      { to: paths.adminImportQuestions, label: "Import questions" },
      { to: paths.adminSelect, label: "Contributed" },
      { to: paths.adminLanguages, label: "Languages" },
    ],
  },
  {
    heading: "Money",
    links: [
      { to: paths.adminAddReward, label: "Payouts" },
      { to: paths.adminRequest, label: "Claim requests" },
      { to: `${paths.adminAddReward}${REWARD_POOL_HASH}`, label: "Reward pool" },
      { to: paths.adminCoupons, label: "Coupons and prizes", also: [paths.adminPrize] },
      { to: paths.adminBalance, label: "Balance" },
    ],
  },
  {
    heading: "People",
    links: [
      { to: paths.adminPlayers, label: "Players", also: [paths.adminPlayer] },
      { to: paths.adminAddUsers, label: "Contributors" },
      { to: paths.adminAdmins, label: "Admins and invites" },
      { to: paths.adminTicket, label: "Tickets" },
    ],
  },
  {
    heading: "Insights",
    links: [
      { to: paths.adminChart, label: "Charts", also: [paths.adminGraphs] },
      { to: paths.adminCheck, label: "Health" },
      { to: paths.adminAudit, label: "Audit log" },
    ],
  },
];

const signedOutLinks = [
  { to: paths.adminLogin, label: "Login" },
  { to: paths.adminSignup, label: "Sign-Up" },
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
      <nav aria-label="Admin menu" className="admin-menu">
        <ul className="admin-menu-list">
          {signedOutLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
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
          {link.label}
        </Link>
      </li>
    );
  };

  return (
    <nav
      aria-label="Admin menu"
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
        <span aria-hidden="true">{open ? "✕" : "☰"}</span> Menu
      </button>
      <div id={listId} className="admin-menu-groups" hidden={!open}>
        <ul className="admin-menu-list">{menuLink({ to: paths.adminHome, label: "Dashboard" })}</ul>
        {adminMenuGroups.map((group) => (
          <MenuGroup key={group.heading} heading={group.heading}>
            {group.links.map(menuLink)}
          </MenuGroup>
        ))}
        <MenuGroup heading="Your account">
          {menuLink({ to: paths.adminPassword, label: "Change password" })}
          <li>
            <button
              type="button"
              onClick={() => showMessage("The user is unable to log out after account creation.")}
            >
              Logout
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
