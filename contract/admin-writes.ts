import { z } from "zod";

/** What the main admin's writes share: the reply of a create, and the rule of an edit. */
export type CreatedResponse = { Status: "OK"; id: string };

/** An edit names at least one field; absent fields stay as they are. */
export const edit = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.partial().refine((value) => Object.keys(value).length > 0, "Change at least one field");

/** A language's id as the admin's forms send it (e.g. `en`, `hi`, `pt-br`). */
export const languageId = z.string().trim().max(32);
