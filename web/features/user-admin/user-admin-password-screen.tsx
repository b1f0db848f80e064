import { ChangePasswordScreen } from "../../components/change-password-screen";
import { changeContributorPassword } from "./sign-in-api";

/** /admin/user/password: a user-admin changes their own password. */
export function UserAdminPasswordScreen() {
  return <ChangePasswordScreen change={changeContributorPassword} />;
}
