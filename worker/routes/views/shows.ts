import type { AdminShowResponse, AdminShowView, ShowView } from "../../../contract/shows";
import type { ShowRow } from "../../data/shows/shows";
import { phaseAt } from "../../domain/show-timeline";
import type { HostFigures } from "../../durable/show-room";

/** One show as players and visitors see it: its status by the server's clock now. */
export const showView = (row: ShowRow, now: number, joined: boolean): ShowView => ({
  id: row.id,
  title: row.title,
  startsAt: row.startsAt,
  language: row.language,
  questionCount: row.questionCount,
  secondsPerQuestion: row.secondsPerQuestion,
  prizePoolPaise: row.prizePoolPaise,
  status: phaseAt(row, now).status,
  joined,
});

/** The host's row of a show: who joined, who is still in, what was paid. */
export function adminShowView(
  row: ShowRow,
  now: number,
  figures: { joinedCount: number; survivors: number },
): AdminShowView {
  const { joined: _caller, ...show } = showView(row, now, false);
  return {
    ...show,
    joinedCount: figures.joinedCount,
    survivors: figures.survivors,
    paidPaise: row.status === "ended" ? row.paidPaise : 0,
    createdAt: row.createdAt,
  };
}

/** The host's view while the show runs, from D1's row and the show object's figures. */
export const adminShowResponse = (
  row: ShowRow,
  now: number,
  figures: HostFigures,
): AdminShowResponse => ({
  ...adminShowView(row, now, figures),
  index: figures.index,
  questions: figures.questions,
  winners: figures.winners,
});
