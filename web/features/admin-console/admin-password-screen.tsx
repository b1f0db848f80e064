import { adminPaths } from "../../../contract/api-paths";
import { ChangePasswordScreen } from "../../components/change-password-screen";

/** /admin/password: a main admin changes their own password. */
export function AdminPasswordScreen() {
  return <ChangePasswordScreen path={adminPaths.changePassword} audience="admin" />;
}
