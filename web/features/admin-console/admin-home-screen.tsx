import { useLingui } from "@lingui/react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import { removeStored } from "../../lib/storage";
import { endAdminSession } from "./api";
import { DashboardFigures } from "./dashboard-figures";
import { DashboardGame } from "./dashboard-game";
import "../../components/admin/admin-lists.css";

/**
 * /admin/home: the live dashboard: who is online and playing, how the answers
 * go, what waits for an admin, and the game switch; then the real sign-out.
 */
export function AdminHomeScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const signingOut = useMutation({
    mutationFn: endAdminSession,
    // Forgetting the token locally still signs this browser out: no popup for a failure.
    meta: { failureMessage: () => null },
    onSettled: () => {
      removeStored("token");
      navigate(paths.adminLogin);
    },
  });

  return (
    <TitledScreen title={i18n._("admin.home.title")} width="wide" className="admin-home">
      <DashboardFigures />
      <DashboardGame />
      <button
        type="button"
        className="button"
        onClick={() => signingOut.mutate()}
        disabled={signingOut.isPending}
      >
        {i18n._("admin.home.signOut")}
      </button>
    </TitledScreen>
  );
}
