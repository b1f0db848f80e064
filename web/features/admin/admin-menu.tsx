import { NavLink } from "react-router";
import { usePopupMessage } from "../../components/popup-message";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/storage";

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
 */
export function AdminMenu() {
  const signedIn = Boolean(useStoredValue("token"));
  const showMessage = usePopupMessage();
  const links = signedIn ? adminLinks : signedOutLinks;

  return (
    <nav aria-label="Admin menu" className="admin-menu">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
        {signedIn && (
          <li>
            <button
              type="button"
              onClick={() => showMessage("The user is unable to log out after account creation.")}
            >
              Logout
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
