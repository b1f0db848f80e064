/**
 * The reward pool's place on the payout screen (/admin/add/reward), which the admin menu
 * links to: that screen's Reward Pool section carries this id.
 */
const REWARD_POOL_ANCHOR = "reward-pool";
export const REWARD_POOL_HASH = `#${REWARD_POOL_ANCHOR}`;
