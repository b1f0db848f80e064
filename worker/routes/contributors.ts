import { Hono } from "hono";
import { type ContributorsResponse, setContributorDisabledBody } from "../../contract/admin-people";
import { adminPaths } from "../../contract/api-paths";
import {
  type CreateContributorResponse,
  createContributorBody,
  type StatusOk,
} from "../../contract/auth";
import {
  createContributor,
  listContributorsWithStats,
  setContributorDisabled,
} from "../data/people/contributors";
import type { AppEnv } from "../http/app-env";
import { actingAdmin, adminOnly } from "../http/auth";
import { conflict, notFound } from "../http/errors";
import { idParam } from "../http/params";
import { validate } from "../http/validate";
import { hashPassword } from "../identity/passwords";
import { contributorAdminView } from "./views/contributors";

/**
 * User-admins (question contributors) as the main admin manages them (SPEC.md
 * /admin/add/users): create, list with their figures, disable. Their own area is
 * routes/contributor-questions.ts.
 */
export const contributorRoutes = new Hono<AppEnv>()
  .post(adminPaths.contributors, adminOnly, validate("json", createContributorBody), async (c) => {
    const { email, password, name } = c.req.valid("json");
    const id = await createContributor(
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
    return c.json({ Status: "OK", id } satisfies CreateContributorResponse, 201);
  })
  .get(adminPaths.contributors, adminOnly, async (c) => {
    const rows = await listContributorsWithStats(c.var.db);
    return c.json({ data: rows.map(contributorAdminView) } satisfies ContributorsResponse);
  })
  .patch(
    adminPaths.contributor.pattern,
    adminOnly,
    idParam,
    validate("json", setContributorDisabledBody),
    async (c) => {
      const found = await setContributorDisabled(
        c.var.db,
        c.req.valid("param").id,
        c.req.valid("json").disabled,
        actingAdmin(c),
        Date.now(),
      );
      if (!found) throw notFound("No such user-admin");
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  );
