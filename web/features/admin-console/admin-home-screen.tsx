import { useState } from "react";
import { useNavigate } from "react-router";
import { adminPaths } from "../../../contract/api-paths";
import { TitledScreen } from "../../components/titled-screen";
import { apiRequest } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { removeStored } from "../../lib/storage";
import { DashboardFigures } from "./dashboard-figures";
import { DashboardGame } from "./dashboard-game";
import "../../components/admin/admin-lists.css";

/**
 * /admin/home: the live dashboard: who is online and playing, how the answers
 * go, what waits for an admin, and the game switch; then the real sign-out.
 */
export function AdminHomeScreen() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await apiRequest(adminPaths.logout, { audience: "admin", method: "POST" });
    } catch (error) {
      // Forgetting the token locally still signs this browser out.
      console.error("Admin logout request failed", error);
    }
    removeStored("token");
    navigate(paths.adminLogin);
  }

  return (
    <TitledScreen title="Dashboard" width="wide" className="admin-home">
      <DashboardFigures />
      <DashboardGame />
      <button type="button" className="button" onClick={signOut} disabled={signingOut}>
        Sign out
      </button>
    </TitledScreen>
  );
}
