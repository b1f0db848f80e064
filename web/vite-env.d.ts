interface ImportMetaEnv {
  /** The brand's social profile, linked from the footer; unset means no link. */
  readonly VITE_SOCIAL_PROFILE_URL?: string;
}

/** A message catalogue (web/locales), compiled when imported by @lingui/vite-plugin. */
declare module "*.po" {
  export const messages: import("@lingui/core").Messages;
}
