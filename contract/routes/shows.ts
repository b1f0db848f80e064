import type * as auth from "../auth";
import { defineRoute, json } from "../route";
import type * as shows from "../shows";
import { schemas } from "./schemas";

/** Live shows (decision 032): players join and answer; main admins schedule and host. */
export const showRoutes = {
  /** The shows to come and running, for visitors too (`joined` is then false). */
  shows: defineRoute({
    method: "GET",
    path: "/api/shows",
    caller: "visitor",
    reply: json<shows.ShowsResponse>(),
  }),
  joinShow: defineRoute({
    method: "POST",
    path: "/api/shows/:id/join",
    caller: "player",
    reply: json<shows.JoinShowResponse>(),
  }),
  showState: defineRoute({
    method: "GET",
    path: "/api/shows/:id/state",
    caller: "player",
    reply: json<shows.ShowStateResponse>(),
  }),
  showAnswer: defineRoute({
    method: "POST",
    path: "/api/shows/:id/answers",
    caller: "player",
    body: schemas.shows("showAnswerBody"),
    reply: json<shows.ShowAnswerResponse>(),
  }),
  adminShows: defineRoute({
    method: "GET",
    path: "/admin/shows",
    caller: "admin",
    // Also the admins' screen: a browser navigation gets the SPA shell.
    screen: true,
    reply: json<shows.AdminShowsResponse>(),
  }),
  createShow: defineRoute({
    method: "POST",
    path: "/admin/shows",
    caller: "admin",
    body: schemas.shows("createShowBody"),
    reply: json<shows.CreateShowResponse>(),
  }),
  adminShow: defineRoute({
    method: "GET",
    path: "/admin/shows/:id",
    caller: "admin",
    screen: true,
    reply: json<shows.AdminShowResponse>(),
  }),
  cancelShow: defineRoute({
    method: "POST",
    path: "/admin/shows/:id/cancel",
    caller: "admin",
    reply: json<auth.StatusOk>(),
  }),
};
