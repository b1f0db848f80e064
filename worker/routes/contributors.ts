import { Hono } from "hono";
import { type CreateContributorResponse, createContributorBody } from "../../contract/auth";
import { createContributor } from "../data/contributors";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/auth";
import { conflict } from "../http/errors";
import { validate } from "../http/validate";
import { hashPassword } from "../identity/passwords";

/** Main admins manage user-admins (question contributors); mounted at /admin/contributors. */
export const contributorAdminRoutes = new Hono<AppEnv>().post(
  "/",
  requireRole("admin"),
  validate("json", createContributorBody),
  async (c) => {
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
  },
);
