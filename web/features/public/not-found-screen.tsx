import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";

export function NotFoundScreen() {
  const { i18n } = useLingui();
  return (
    <TitledScreen title={i18n._("notFound.title")}>
      <p>{i18n._("notFound.body")}</p>
      <Link to={paths.home}>{i18n._("notFound.home")}</Link>
    </TitledScreen>
  );
}
