import { Hono } from "hono";
import { z } from "zod";
import { type ContributorsResponse, setContributorDisabledBody } from "../../contract/admin";
import type { StatusOk } from "../../contract/auth";
import { listContributorsWithStats, setContributorDisabled } from "../data/contributor-accounts";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/auth";
import { notFound } from "../http/errors";
import { validate } from "../http/validate";

const admin = requireRole("admin");

/**
 * User-admins as the main admin sees them (SPEC.md /admin/add/users); mounted at /admin.
 * Creating one is `POST /admin/contributors` in routes/contributors.ts.
 */
export const adminContributorRoutes = new Hono<AppEnv>()
  .get("/contributors", admin, async (c) => {
    const rows = await listContributorsWithStats(c.var.db);
    return c.json({
      data: rows.map((row) => ({
        ...row.contributor,
        questions: Number(row.questions),
        selected: Number(row.selected),
        served: Number(row.served),
        answered: Number(row.answered),
        earningsPaise: Number(row.earnings),
      })),
    } satisfies ContributorsResponse);
  })
  .patch(
    "/contributors/:id",
    admin,
    validate("param", z.object({ id: z.string().min(1).max(64) })),
    validate("json", setContributorDisabledBody),
    async (c) => {
      const found = await setContributorDisabled(
        c.var.db,
        c.req.valid("param").id,
        c.req.valid("json").disabled,
        Date.now(),
      );
      if (!found) throw notFound("No such user-admin");
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  );
