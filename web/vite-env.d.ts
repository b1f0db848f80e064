interface ImportMetaEnv {
  /** The brand's social profile, linked from the footer; unset means no link. */
  readonly VITE_SOCIAL_PROFILE_URL?: string;
}
