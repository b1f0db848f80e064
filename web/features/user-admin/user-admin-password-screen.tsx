import { adminPaths } from "../../../contract/api-paths";
import { ChangePasswordScreen } from "../../components/change-password-screen";

/** /admin/user/password: a user-admin changes their own password. */
export function UserAdminPasswordScreen() {
  return <ChangePasswordScreen path={adminPaths.contributorChangePassword} audience="userAdmin" />;
}
