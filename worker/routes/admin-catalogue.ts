import { adminEconomyRoutes } from "../../contract/routes/admin-economy";
import * as catalogue from "../data/catalogue/catalogue-admin";
import { actingAdmin } from "../http/auth";
import { notFound } from "../http/errors";
import { idParam } from "../http/params";
import { handle, routerOf } from "../http/route-handlers";

/**
 * What coins and stars buy (SPEC.md /admin/cupon and /admin/prize), each add and edit
 * in the audit log. Inactive entries stay listed here and are hidden from players.
 */
export const adminCatalogueRoutes = routerOf([
  handle(adminEconomyRoutes.couponCatalogue, async (c) => {
    const rows = await catalogue.listCouponCatalogueForAdmin(c.var.db);
    return c.json({ data: rows });
  }),
  handle(adminEconomyRoutes.createCatalogueCoupon, async (c) => {
    const id = await catalogue.createCouponEntry(
      c.var.db,
      c.req.valid("json"),
      actingAdmin(c),
      Date.now(),
    );
    return c.json({ Status: "OK", id }, 201);
  }),
  handle(adminEconomyRoutes.editCatalogueCoupon, idParam, async (c) => {
    const { id } = c.req.valid("param");
    const change = c.req.valid("json");
    const found = await catalogue.editCouponEntry(c.var.db, id, change, actingAdmin(c), Date.now());
    if (!found) throw notFound("No such coupon");
    return c.json({ Status: "OK" });
  }),
  handle(adminEconomyRoutes.prizeCatalogue, async (c) => {
    const rows = await catalogue.listPrizesForAdmin(c.var.db);
    return c.json({ data: rows });
  }),
  handle(adminEconomyRoutes.createCataloguePrize, async (c) => {
    const id = await catalogue.createPrize(
      c.var.db,
      c.req.valid("json"),
      actingAdmin(c),
      Date.now(),
    );
    return c.json({ Status: "OK", id }, 201);
  }),
  handle(adminEconomyRoutes.editCataloguePrize, idParam, async (c) => {
    const { id } = c.req.valid("param");
    const change = c.req.valid("json");
    const found = await catalogue.editPrize(c.var.db, id, change, actingAdmin(c), Date.now());
    if (!found) throw notFound("No such prize");
    return c.json({ Status: "OK" });
  }),
]);
