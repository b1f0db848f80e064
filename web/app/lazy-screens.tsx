import { type ComponentType, lazy } from "react";

// Each screen is its own chunk, so the first screen only downloads what it shows.

/**
 * A screen loaded on its first render: `load` imports its module (a literal import, so the
 * bundler splits it out) and `name` is the component that module exports.
 */
function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

export const NotFoundScreen = lazyScreen(
  () => import("../features/public/not-found-screen"),
  "NotFoundScreen",
);
export const LoginScreen = lazyScreen(() => import("../features/auth/login-screen"), "LoginScreen");
export const SignupScreen = lazyScreen(
  () => import("../features/auth/signup-screen"),
  "SignupScreen",
);
export const PlayScreen = lazyScreen(() => import("../features/play/play-screen"), "PlayScreen");
export const StartScreen = lazyScreen(() => import("../features/play/start-screen"), "StartScreen");
export const RunSummaryScreen = lazyScreen(
  () => import("../features/play/run-summary-screen"),
  "RunSummaryScreen",
);
export const RunsScreen = lazyScreen(() => import("../features/play/runs-screen"), "RunsScreen");
export const TicketsScreen = lazyScreen(
  () => import("../features/tickets/tickets-screen"),
  "TicketsScreen",
);
export const CouponsScreen = lazyScreen(
  () => import("../features/rewards/coupons-screen"),
  "CouponsScreen",
);
export const ClaimCouponScreen = lazyScreen(
  () => import("../features/rewards/claim-coupon-screen"),
  "ClaimCouponScreen",
);
export const CartScreen = lazyScreen(() => import("../features/rewards/cart-screen"), "CartScreen");
export const CartHistoryScreen = lazyScreen(
  () => import("../features/rewards/cart-history-screen"),
  "CartHistoryScreen",
);
export const AdminLayout = lazyScreen(
  () => import("../features/admin/admin-layout"),
  "AdminLayout",
);
export const AdminLoginScreen = lazyScreen(
  () => import("../features/admin/admin-login-screen"),
  "AdminLoginScreen",
);
export const AdminSignupScreen = lazyScreen(
  () => import("../features/admin/admin-signup-screen"),
  "AdminSignupScreen",
);
export const AdminHomeScreen = lazyScreen(
  () => import("../features/admin/admin-home-screen"),
  "AdminHomeScreen",
);
export const AdminStartScreen = lazyScreen(
  () => import("../features/admin/admin-start-screen"),
  "AdminStartScreen",
);
export const AdminTicketScreen = lazyScreen(
  () => import("../features/admin/admin-ticket-screen"),
  "AdminTicketScreen",
);
export const UserAdminLayout = lazyScreen(
  () => import("../features/user-admin/user-admin-layout"),
  "UserAdminLayout",
);
export const UserAdminLoginScreen = lazyScreen(
  () => import("../features/user-admin/user-admin-login-screen"),
  "UserAdminLoginScreen",
);
export const TrialScreen = lazyScreen(
  () => import("../features/trial/trial-screen"),
  "TrialScreen",
);
export const TrialLandingScreen = lazyScreen(
  () => import("../features/trial/trial-landing-screen"),
  "TrialLandingScreen",
);
export const SampleScreen = lazyScreen(
  () => import("../features/trial/sample-screen"),
  "SampleScreen",
);
export const BankScreen = lazyScreen(() => import("../features/account/bank-screen"), "BankScreen");
export const HistoryScreen = lazyScreen(
  () => import("../features/account/history-screen"),
  "HistoryScreen",
);
export const PendingScreen = lazyScreen(
  () => import("../features/account/pending-screen"),
  "PendingScreen",
);
export const PayoutDetailsScreen = lazyScreen(
  () => import("../features/account/payout-details-screen"),
  "PayoutDetailsScreen",
);
export const PaymentScreen = lazyScreen(
  () => import("../features/account/payment-screen"),
  "PaymentScreen",
);
export const CheckScreen = lazyScreen(
  () => import("../features/account/check-screen"),
  "CheckScreen",
);
export const ReferScreen = lazyScreen(
  () => import("../features/refer/refer-screen"),
  "ReferScreen",
);
export const ReferralLandingScreen = lazyScreen(
  () => import("../features/refer/referral-landing-screen"),
  "ReferralLandingScreen",
);
export const AdminRewardScreen = lazyScreen(
  () => import("../features/admin-rewards/admin-reward-screen"),
  "AdminRewardScreen",
);
export const HomeScreen = lazyScreen(() => import("../features/public/home-screen"), "HomeScreen");
export const AboutScreen = lazyScreen(
  () => import("../features/public/about-screen"),
  "AboutScreen",
);
export const TermsScreen = lazyScreen(
  () => import("../features/public/terms-screen"),
  "TermsScreen",
);
export const PrivacyScreen = lazyScreen(
  () => import("../features/public/privacy-screen"),
  "PrivacyScreen",
);
export const RefundShippingScreen = lazyScreen(
  () => import("../features/public/refund-shipping-screen"),
  "RefundShippingScreen",
);
export const NaviScreen = lazyScreen(() => import("../features/public/navi-screen"), "NaviScreen");
export const LikeScreen = lazyScreen(
  () => import("../features/community/like-screen"),
  "LikeScreen",
);
export const ReviewScreen = lazyScreen(
  () => import("../features/community/review-screen"),
  "ReviewScreen",
);
export const SettingsScreen = lazyScreen(
  () => import("../features/settings/settings-screen"),
  "SettingsScreen",
);
export const PasswordInfoScreen = lazyScreen(
  () => import("../features/settings/password-info-screen"),
  "PasswordInfoScreen",
);
export const DataScreen = lazyScreen(
  () => import("../features/settings/data-screen"),
  "DataScreen",
);
export const DeactivateScreen = lazyScreen(
  () => import("../features/settings/deactivate-screen"),
  "DeactivateScreen",
);
export const UserAdminHomeScreen = lazyScreen(
  () => import("../features/user-admin/user-admin-home-screen"),
  "UserAdminHomeScreen",
);
export const UserAdminQuestionsScreen = lazyScreen(
  () => import("../features/user-admin/user-admin-questions-screen"),
  "UserAdminQuestionsScreen",
);
export const UserAdminAddScreen = lazyScreen(
  () => import("../features/user-admin/user-admin-add-screen"),
  "UserAdminAddScreen",
);
export const UserAdminWalletScreen = lazyScreen(
  () => import("../features/user-admin/user-admin-wallet-screen"),
  "UserAdminWalletScreen",
);
export const AdminSelectScreen = lazyScreen(
  () => import("../features/admin/admin-select-screen"),
  "AdminSelectScreen",
);
export const AdminQuestionsScreen = lazyScreen(
  () => import("../features/admin/admin-questions-screen"),
  "AdminQuestionsScreen",
);
export const AdminImportQuestionsScreen = lazyScreen(
  () => import("../features/admin/admin-import-questions-screen"),
  "AdminImportQuestionsScreen",
);
export const AdminAddQuestionScreen = lazyScreen(
  () => import("../features/admin/admin-add-question-screen"),
  "AdminAddQuestionScreen",
);
export const AdminCoinsScreen = lazyScreen(
  () => import("../features/admin/admin-coins-screen"),
  "AdminCoinsScreen",
);
export const AdminCouponsScreen = lazyScreen(
  () => import("../features/admin/admin-coupons-screen"),
  "AdminCouponsScreen",
);
export const AdminPrizesScreen = lazyScreen(
  () => import("../features/admin/admin-prizes-screen"),
  "AdminPrizesScreen",
);
export const AdminRequestsScreen = lazyScreen(
  () => import("../features/admin/admin-requests-screen"),
  "AdminRequestsScreen",
);
export const AdminUsersScreen = lazyScreen(
  () => import("../features/admin/admin-users-screen"),
  "AdminUsersScreen",
);
export const AdminBalanceScreen = lazyScreen(
  () => import("../features/admin/admin-balance-screen"),
  "AdminBalanceScreen",
);
export const AdminChartScreen = lazyScreen(
  () => import("../features/admin/admin-chart-screen"),
  "AdminChartScreen",
);
export const AdminGraphsScreen = lazyScreen(
  () => import("../features/admin/admin-graphs-screen"),
  "AdminGraphsScreen",
);
export const AdminCheckScreen = lazyScreen(
  () => import("../features/admin/admin-check-screen"),
  "AdminCheckScreen",
);
export const AdminPlayersScreen = lazyScreen(
  () => import("../features/admin/admin-players-screen"),
  "AdminPlayersScreen",
);
export const AdminPlayerScreen = lazyScreen(
  () => import("../features/admin/admin-player-screen"),
  "AdminPlayerScreen",
);
export const AdminAuditScreen = lazyScreen(
  () => import("../features/admin/admin-audit-screen"),
  "AdminAuditScreen",
);
export const AdminAdminsScreen = lazyScreen(
  () => import("../features/admin/admin-admins-screen"),
  "AdminAdminsScreen",
);
export const AdminLanguagesScreen = lazyScreen(
  () => import("../features/admin/admin-languages-screen"),
  "AdminLanguagesScreen",
);
export const AdminPasswordScreen = lazyScreen(
  () => import("../features/admin/admin-password-screen"),
  "AdminPasswordScreen",
);
export const AdminResetPasswordScreen = lazyScreen(
  () => import("../features/admin/admin-reset-password-screen"),
  "AdminResetPasswordScreen",
);
export const UserAdminPasswordScreen = lazyScreen(
  () => import("../features/user-admin/user-admin-password-screen"),
  "UserAdminPasswordScreen",
);
export const VerifyScreen = lazyScreen(
  () => import("../features/verify/verify-screen"),
  "VerifyScreen",
);
