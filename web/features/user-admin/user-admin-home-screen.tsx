import { useId } from "react";
import { Link } from "react-router";
import { LoadFailure } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";
import { useContributorProfile } from "./use-contributor-profile";

const tiles = [
  { to: paths.userAdminWallet, label: "Wallet", hint: "What your questions have earned" },
  { to: paths.userAdminAdd, label: "Add Question", hint: "Write a new question" },
  { to: paths.userAdminQuestions, label: "View Question", hint: "See or delete your questions" },
] as const;

/** /admin/user/home: SPEC.md's "Admin {user name}" and three tiles; then one's password. */
export function UserAdminHomeScreen() {
  const profile = useContributorProfile();
  const hintId = useId();
  const name = profile.data?.data.user;
  const title = name ? `Admin ${name}` : "Admin";
  return (
    <TitledScreen title={title}>
      {profile.error && (
        <LoadFailure
          error={profile.error}
          what="your profile"
          onRetry={() => void profile.refetch()}
        />
      )}
      <ul className="ua-tiles">
        {tiles.map((tile, index) => (
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
        <Link to={paths.userAdminPassword}>Change your password</Link>
      </p>
    </TitledScreen>
  );
}
