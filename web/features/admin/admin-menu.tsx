import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { usePopupMessage } from "../../components/popup-message";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/storage";
import { LANGUAGES_HASH } from "./admin-anchors";

const adminLinks = [
  { to: paths.adminHome, label: "Home" },
  { to: paths.adminTicket, label: "Tickets" },
  { to: paths.adminCoins, label: "Coins" },
  { to: paths.adminRequest, label: "Requests" },
  { to: paths.adminPrize, label: "Prizes" },
  { to: paths.adminAddQuestion, label: "Add Question" },
  { to: paths.adminCoupons, label: "Coupons" },
  { to: paths.adminChart, label: "Chart" },
  { to: paths.adminQuestions, label: "Questions" },
  { to: `${paths.adminQuestions}${LANGUAGES_HASH}`, label: "Languages" },
  { to: paths.adminBalance, label: "Balance" },
  { to: paths.adminSelect, label: "Select" },
  { to: paths.adminAddUsers, label: "Add Users" },
  { to: paths.adminAddReward, label: "Rewards" },
  { to: paths.adminStart, label: "Start / Stop" },
  { to: paths.adminCheck, label: "Check" },
  { to: paths.adminGraphs, label: "Graphs" },
] as const;

const signedOutLinks = [
  { to: paths.adminLogin, label: "Login" },
  { to: paths.adminSignup, label: "Sign-Up" },
] as const;

/**
 * SPEC.md: every link only with a main-admin token, otherwise Login and Sign-Up. Its
 * Logout only says it cannot; the real sign-out is on /admin/home (DESIGN.md section 2).
 * Signed in, the links fold behind a Menu button on narrow screens (admin.css shows them
 * always from 64rem up); following a link or Escape folds them again.
 */
export function AdminMenu() {
  const signedIn = Boolean(useStoredValue("token"));
  const showMessage = usePopupMessage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();

  // A new screen (or a jump to the languages panel) folds the menu away.
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

  return (
    <nav
      aria-label="Admin menu"
      className="admin-menu"
      data-open={open}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
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
      <ul id={listId} className="admin-menu-list" hidden={!open}>
        {adminLinks.map((link) =>
          link.to.includes("#") ? (
            // A place on the Questions screen: plain Link, so Questions alone is marked current.
            <li key={link.to}>
              <Link to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ) : (
            <li key={link.to}>
              <NavLink to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => showMessage("The user is unable to log out after account creation.")}
          >
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
