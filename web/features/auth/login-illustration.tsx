import { useLingui } from "@lingui/react";

/** The log-in screen's animated image: a question card with answers orbiting it. */
export function LoginIllustration() {
  const { i18n } = useLingui();
  return (
    <svg
      className="login-illustration"
      viewBox="0 0 200 200"
      role="img"
      aria-label={i18n._("login.illustration")}
    >
      <circle cx="100" cy="100" r="78" className="login-illustration-track" />
      <g className="login-illustration-orbit">
        <circle cx="100" cy="22" r="12" className="login-illustration-answer" />
        <circle cx="178" cy="100" r="12" className="login-illustration-answer" />
        <circle cx="100" cy="178" r="12" className="login-illustration-answer" />
        <circle cx="22" cy="100" r="12" className="login-illustration-answer" />
      </g>
      <g className="login-illustration-card">
        <rect x="60" y="55" width="80" height="90" rx="14" />
        <text x="100" y="122" textAnchor="middle">
          ?
        </text>
      </g>
    </svg>
  );
}
