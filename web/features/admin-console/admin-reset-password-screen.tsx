import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { UseResetResponse } from "../../../contract/passwords";
import { NewPasswordForm } from "../../components/new-password-form";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import { setPasswordWithLink } from "./api";

/**
 * /admin/reset-password#secret: a one-time reset link a main admin made for a user-admin
 * or another main admin. The secret after `#` never reaches a server log; it
 * is read once and taken out of the address bar.
 */
export function AdminResetPasswordScreen() {
  const { i18n } = useLingui();
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [secret] = useState(() => hash.slice(1));
  const [done, setDone] = useState<UseResetResponse["role"] | null>(null);

  // Out of the address bar (and its history entry) once read.
  useEffect(() => {
    if (hash) navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);

  return (
    <TitledScreen title={i18n._("admin.resetPassword.title")} width="narrow">
      {done ? (
        <>
          <p role="status">{i18n._("admin.resetPassword.done")}</p>
          <p>
            <Link to={done === "admin" ? paths.adminLogin : paths.userAdminLogin}>
              {i18n._("admin.resetPassword.signIn")}
            </Link>
          </p>
        </>
      ) : secret ? (
        <>
          <p>{i18n._("admin.resetPassword.once")}</p>
          <NewPasswordForm
            askCurrent={false}
            submitLabel={i18n._("admin.resetPassword.submit")}
            onSubmit={async ({ password }) => {
              const result = await setPasswordWithLink({ token: secret, password });
              setDone(result.role);
            }}
          />
        </>
      ) : (
        <p role="alert" className="alert-box">
          {i18n._("admin.resetPassword.incomplete")}
        </p>
      )}
    </TitledScreen>
  );
}
