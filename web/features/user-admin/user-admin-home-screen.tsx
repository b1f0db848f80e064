import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useId } from "react";
import { Link } from "react-router";
import { LoadFailure } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import { useContributorProfile } from "./use-contributor-profile";

const tilesOf = (i18n: I18n) => [
  {
    to: paths.userAdminWallet,
    label: i18n._("contributor.home.wallet"),
    hint: i18n._("contributor.home.walletHint"),
  },
  {
    to: paths.userAdminAdd,
    label: i18n._("contributor.home.add"),
    hint: i18n._("contributor.home.addHint"),
  },
  {
    to: paths.userAdminQuestions,
    label: i18n._("contributor.home.view"),
    hint: i18n._("contributor.home.viewHint"),
  },
];

/** /admin/user/home: SPEC.md's "Admin {user name}" and three tiles; then one's password. */
export function UserAdminHomeScreen() {
  const { i18n } = useLingui();
  const profile = useContributorProfile();
  const hintId = useId();
  const name = profile.data?.data.user;
  const title = name
    ? i18n._("contributor.home.titleNamed", { name })
    : i18n._("contributor.home.title");
  return (
    <TitledScreen title={title}>
      {profile.error && (
        <LoadFailure
          error={profile.error}
          what={i18n._("contributor.home.readWhat")}
          onRetry={() => void profile.refetch()}
        />
      )}
      <ul className="ua-tiles">
        {tilesOf(i18n).map((tile, index) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="ua-tile"
              // The hint is a description, so the link's name is the tile's own label.
              aria-label={tile.label}
              aria-describedby={`${hintId}-${index}`}
            >
              <span className="ua-tile-label">{tile.label}</span>
              <span id={`${hintId}-${index}`} className="ua-tile-hint">
                {tile.hint}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="ua-account-link">
        <Link to={paths.userAdminPassword}>{i18n._("contributor.home.password")}</Link>
      </p>
    </TitledScreen>
  );
}
