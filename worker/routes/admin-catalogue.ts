import { Hono } from "hono";
import { z } from "zod";
import {
  type CouponCatalogueResponse,
  type CreatedResponse,
  createCouponBody,
  createPrizeBody,
  editCouponBody,
  editPrizeBody,
  type PrizeCatalogueResponse,
} from "../../contract/admin";
import type { StatusOk } from "../../contract/auth";
import {
  createCouponEntry,
  createPrize,
  editCouponEntry,
  editPrize,
  listCouponCatalogueForAdmin,
  listPrizesForAdmin,
} from "../data/catalogue-admin";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/auth";
import { notFound } from "../http/errors";
import { validate } from "../http/validate";

const admin = requireRole("admin");
const idParam = validate("param", z.object({ id: z.string().min(1).max(64) }));

/**
 * What coins and stars buy (SPEC.md /admin/cupon and /admin/prize); mounted at /admin.
 * Inactive entries stay listed here and are hidden from players.
 */
export const adminCatalogueRoutes = new Hono<AppEnv>()
  .get("/catalogue/coupons", admin, async (c) => {
    const rows = await listCouponCatalogueForAdmin(c.var.db);
    return c.json({ data: rows } satisfies CouponCatalogueResponse);
  })
  .post("/catalogue/coupons", admin, validate("json", createCouponBody), async (c) => {
    const id = await createCouponEntry(c.var.db, c.req.valid("json"), Date.now());
    return c.json({ Status: "OK", id } satisfies CreatedResponse, 201);
  })
  .patch("/catalogue/coupons/:id", admin, idParam, validate("json", editCouponBody), async (c) => {
    const found = await editCouponEntry(c.var.db, c.req.valid("param").id, c.req.valid("json"));
    if (!found) throw notFound("No such coupon");
    return c.json({ Status: "OK" } satisfies StatusOk);
  })
  .get("/catalogue/prizes", admin, async (c) => {
    const rows = await listPrizesForAdmin(c.var.db);
    return c.json({ data: rows } satisfies PrizeCatalogueResponse);
  })
  .post("/catalogue/prizes", admin, validate("json", createPrizeBody), async (c) => {
    const id = await createPrize(c.var.db, c.req.valid("json"), Date.now());
    return c.json({ Status: "OK", id } satisfies CreatedResponse, 201);
  })
  .patch("/catalogue/prizes/:id", admin, idParam, validate("json", editPrizeBody), async (c) => {
    const found = await editPrize(c.var.db, c.req.valid("param").id, c.req.valid("json"));
    if (!found) throw notFound("No such prize");
    return c.json({ Status: "OK" } satisfies StatusOk);
  });
