import { ChangePasswordScreen } from "../../components/change-password-screen";
import { changeAdminPassword } from "./api";

/** /admin/password: a main admin changes their own password. */
export function AdminPasswordScreen() {
  return <ChangePasswordScreen change={changeAdminPassword} />;
}
