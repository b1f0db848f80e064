import { adminPeopleRoutes } from "../../contract/routes/admin-people";
import * as contributors from "../data/people/contributors";
import { actingAdmin } from "../http/auth";
import { conflict, notFound } from "../http/errors";
import { idParam } from "../http/params";
import { handle, routerOf } from "../http/route-handlers";
import { hashPassword } from "../identity/passwords";
import { contributorAdminView } from "./views/contributors";

/**
 * User-admins (question contributors) as the main admin manages them (SPEC.md
 * /admin/add/users): create, list with their figures, disable. Their own area is
 * routes/contributor-questions.ts.
 */
export const contributorRoutes = routerOf([
  handle(adminPeopleRoutes.createContributor, async (c) => {
    const { email, password, name } = c.req.valid("json");
    const id = await contributors.createContributor(
      c.var.db,
      {
        email: email.toLowerCase(),
        name,
        passwordHash: await hashPassword(password),
        createdBy: c.get("session").subjectId,
      },
      Date.now(),
    );
    if (!id) throw conflict("A user-admin with this email already exists");
    return c.json({ Status: "OK", id }, 201);
  }),
  handle(adminPeopleRoutes.adminContributors, async (c) => {
    const rows = await contributors.listContributorsWithStats(c.var.db);
    return c.json({ data: rows.map(contributorAdminView) });
  }),
  handle(adminPeopleRoutes.setContributorDisabled, idParam, async (c) => {
    const found = await contributors.setContributorDisabled(
      c.var.db,
      c.req.valid("param").id,
      c.req.valid("json").disabled,
      actingAdmin(c),
      Date.now(),
    );
    if (!found) throw notFound("No such user-admin");
    return c.json({ Status: "OK" });
  }),
]);
