/**
 * A live show's money rule, pure (decision 032): the survivors split the prize pool
 * equally in whole paise, and the paise that do not divide go one each to the winners
 * who gave their last answer earliest.
 */

export type ShowWinner = { playerId: string; lastAnsweredAt: number };
export type ShowShare = { playerId: string; sharePaise: number };

/**
 * Each winner's share, in the winners' order. `sharePaise` is the equal share every
 * winner gets; `shares` sum to the pool exactly (nothing when nobody won). Ties on the
 * last answer's moment go by player id, so a retry splits the same way.
 */
export function splitPool(
  poolPaise: number,
  winners: readonly ShowWinner[],
): { sharePaise: number; shares: ShowShare[] } {
  if (!Number.isSafeInteger(poolPaise) || poolPaise < 0) {
    throw new Error("the pool is a whole, non-negative number of paise");
  }
  const players = new Set(winners.map((winner) => winner.playerId));
  if (players.size !== winners.length) throw new Error("each winner is listed once");
  if (winners.length === 0) return { sharePaise: 0, shares: [] };
  const sharePaise = Math.floor(poolPaise / winners.length);
  const remainder = poolPaise - sharePaise * winners.length;
  const earliest = new Set(
    [...winners]
      .sort(
        (a, b) =>
          a.lastAnsweredAt - b.lastAnsweredAt ||
          (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0),
      )
      .slice(0, remainder)
      .map((winner) => winner.playerId),
  );
  return {
    sharePaise,
    shares: winners.map(({ playerId }) => ({
      playerId,
      sharePaise: sharePaise + (earliest.has(playerId) ? 1 : 0),
    })),
  };
}
