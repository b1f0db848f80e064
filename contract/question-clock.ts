/**
 * The longest an image question's clock waits for its image, whatever the run settings
 * say (worker/domain/deadline.ts): its options stay hidden meanwhile, and the admin's
 * setting is bounded by it. No zod here, so a screen can import it without the schemas.
 */
export const MAX_IMAGE_GRACE_MS = 3_000;
