import { z } from "zod";
import { validate } from "./validate";

/** A row id as a path names it: ids are text of at most 64 characters, so longer is never a row. */
const rowId = z.string().min(1).max(64);

/** Validates the path's `{name}` as a row id; a bad one is the one 400. */
export const pathIdParam = <Name extends string>(name: Name) =>
  validate("param", z.object({ [name]: rowId } as Record<Name, typeof rowId>));

/** The path's `{id}`, the usual name. */
export const idParam = pathIdParam("id");
