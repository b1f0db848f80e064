/** What `GET /api/health` checks, each answering "ok" or "down". */
export const healthDependencies = ["d1", "gameRoom", "socketHub", "assets"] as const;
export type HealthDependency = (typeof healthDependencies)[number];

/** 200 with `status: "ok"` when every check passed, else 503 with `status: "down"`. */
export type HealthResponse = {
  status: "ok" | "down";
  checks: Record<HealthDependency, "ok" | "down">;
};
