import type {
  AdminShowResponse,
  AdminShowView,
  ShowStateResponse,
  ShowView,
} from "../../contract/shows";

/** The demo show of the seed: three questions, ten seconds each, a ₹300 pool. */
export function showView(overrides: Partial<ShowView> = {}): ShowView {
  return {
    id: "show-1",
    title: "Friday Night Quiz",
    startsAt: Date.now() + 30 * 60_000,
    language: "en",
    questionCount: 3,
    secondsPerQuestion: 10,
    prizePoolPaise: 30_000,
    status: "scheduled",
    joined: false,
    ...overrides,
  };
}

/** Where a joined player stands in the lobby of the demo show. */
export function showState(overrides: Partial<ShowStateResponse> = {}): ShowStateResponse {
  return {
    status: "lobby",
    index: -1,
    of: 3,
    you: { alive: true, answered: false, joined: true },
    waiting: 12,
    serverNow: Date.now(),
    ...overrides,
  };
}

export const questionOne = {
  text: "Which planet is known as the Red Planet?",
  options: ["Venus", "Mars", "Jupiter", "Mercury"] as [string, string, string, string],
};

/** The demo show's row in the admins' list. */
export function adminShowView(overrides: Partial<AdminShowView> = {}): AdminShowView {
  const { joined: _joined, ...show } = showView();
  return {
    ...show,
    joinedCount: 12,
    survivors: 12,
    paidPaise: 0,
    createdAt: Date.UTC(2026, 10, 29, 9, 0),
    ...overrides,
  };
}

/** The host's view of the demo show, on its first question with answers coming in. */
export function adminShowResponse(overrides: Partial<AdminShowResponse> = {}): AdminShowResponse {
  return {
    ...adminShowView({ status: "live" }),
    index: 0,
    questions: [
      {
        index: 0,
        ...questionOne,
        correct: "b",
        counts: [1, 5, 0, 2],
        revealed: false,
        survivors: null,
      },
      {
        index: 1,
        text: "How many sides has a hexagon?",
        options: ["5", "6", "7", "8"],
        correct: "b",
        counts: [0, 0, 0, 0],
        revealed: false,
        survivors: null,
      },
    ],
    winners: null,
    ...overrides,
  };
}
