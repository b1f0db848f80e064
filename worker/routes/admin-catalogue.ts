import { Hono } from "hono";
import {
  type CouponCatalogueResponse,
  createCouponBody,
  createPrizeBody,
  editCouponBody,
  editPrizeBody,
  type PrizeCatalogueResponse,
} from "../../contract/admin-economy";
import type { CreatedResponse } from "../../contract/admin-writes";
import { adminPaths } from "../../contract/api-paths";
import type { StatusOk } from "../../contract/auth";
import {
  createCouponEntry,
  createPrize,
  editCouponEntry,
  editPrize,
  listCouponCatalogueForAdmin,
  listPrizesForAdmin,
} from "../data/catalogue/catalogue-admin";
import type { AppEnv } from "../http/app-env";
import { actingAdmin, adminOnly } from "../http/auth";
import { notFound } from "../http/errors";
import { idParam } from "../http/params";
import { validate } from "../http/validate";

/**
 * What coins and stars buy (SPEC.md /admin/cupon and /admin/prize), each add and edit
 * in the audit log. Inactive entries stay listed here and are hidden from players.
 */
export const adminCatalogueRoutes = new Hono<AppEnv>()
  .get(adminPaths.couponCatalogue, adminOnly, async (c) => {
    const rows = await listCouponCatalogueForAdmin(c.var.db);
    return c.json({ data: rows } satisfies CouponCatalogueResponse);
  })
  .post(adminPaths.couponCatalogue, adminOnly, validate("json", createCouponBody), async (c) => {
    const id = await createCouponEntry(c.var.db, c.req.valid("json"), actingAdmin(c), Date.now());
    return c.json({ Status: "OK", id } satisfies CreatedResponse, 201);
  })
  .patch(
    adminPaths.couponCatalogueEntry.pattern,
    adminOnly,
    idParam,
    validate("json", editCouponBody),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = c.req.valid("json");
      const found = await editCouponEntry(c.var.db, id, change, actingAdmin(c), Date.now());
      if (!found) throw notFound("No such coupon");
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  )
  .get(adminPaths.prizeCatalogue, adminOnly, async (c) => {
    const rows = await listPrizesForAdmin(c.var.db);
    return c.json({ data: rows } satisfies PrizeCatalogueResponse);
  })
  .post(adminPaths.prizeCatalogue, adminOnly, validate("json", createPrizeBody), async (c) => {
    const id = await createPrize(c.var.db, c.req.valid("json"), actingAdmin(c), Date.now());
    return c.json({ Status: "OK", id } satisfies CreatedResponse, 201);
  })
  .patch(
    adminPaths.prizeCatalogueEntry.pattern,
    adminOnly,
    idParam,
    validate("json", editPrizeBody),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = c.req.valid("json");
      const found = await editPrize(c.var.db, id, change, actingAdmin(c), Date.now());
      if (!found) throw notFound("No such prize");
      return c.json({ Status: "OK" } satisfies StatusOk);
    },
  );
