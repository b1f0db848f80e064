import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";

export type Database = DrizzleD1Database;

export const openDatabase = (d1: D1Database): Database => drizzle(d1);
