import { useState } from "react";
import { useNavigate } from "react-router";
import { adminPaths } from "../../../contract/api-paths";
import { PageTitle } from "../../components/page-title";
import { apiRequest } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { removeStored } from "../../lib/storage";

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
    <section className="screen">
      <PageTitle title="Admin Home" />
      <h1>Admin Home</h1>
      <button type="button" className="button" onClick={signOut} disabled={signingOut}>
        Sign out
      </button>
    </section>
  );
}
