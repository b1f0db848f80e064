import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import type { AdminAccountView } from "../../../contract/passwords";
import { DetailList } from "../../components/detail-list";
import { ReadView } from "../../components/read-view";
import { TitledScreen } from "../../components/titled-screen";
import { formatMoment } from "../../lib/day-format";
import { paths } from "../../lib/paths";
import { InviteAdmin } from "./admin-invite";
import { adminsQuery } from "./api";
import { ResetLink } from "./reset-link";

/**
 * /admin/admins: the main admins, a password reset link for any other one, and invites
 * for new ones. One's own password is changed on /admin/password.
 */
export function AdminAdminsScreen() {
  const { i18n } = useLingui();
  const admins = useQuery(adminsQuery());
  const headingId = useId();
  return (
    <TitledScreen title={i18n._("admin.admins.title")} width="wide">
      <section className="admin-section" aria-labelledby={headingId}>
        <h2 id={headingId}>{i18n._("admin.admins.heading")}</h2>
        <ReadView read={admins} what={i18n._("admin.admins.what")}>
          {({ data }) => (
            <ul className="card-list">
              {data.map((admin) => (
                <AdminCard key={admin.id} admin={admin} />
              ))}
            </ul>
          )}
        </ReadView>
      </section>
      <InviteAdmin />
    </TitledScreen>
  );
}

function AdminCard({ admin }: { admin: AdminAccountView }) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <li className="card person-card" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>
        {admin.you ? i18n._("admin.admins.you", { name: admin.name }) : admin.name}
      </h3>
      <p className="status-badge" data-on={!admin.disabled}>
        {i18n._("admin.account.status", { disabled: String(admin.disabled) })}
      </p>
      <DetailList
        rows={[
          [i18n._("admin.account.email"), admin.email],
          [i18n._("admin.account.since"), formatMoment(admin.createdAt)],
        ]}
      />
      {admin.you ? (
        <p>
          <Link to={paths.adminPassword}>{i18n._("admin.admins.changePassword")}</Link>
        </p>
      ) : (
        <ResetLink account={{ role: "admin", id: admin.id }} name={admin.name} />
      )}
    </li>
  );
}
