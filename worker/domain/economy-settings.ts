/**
 * `/admin/coins`' settings, for the floors below the routes: the schemas are the wire
 * contract's (contract/economy-settings.ts).
 */
export {
  contributorRewardSchema,
  DEFAULT_CONTRIBUTOR_REWARD_PAISE,
} from "../../contract/economy-settings";
