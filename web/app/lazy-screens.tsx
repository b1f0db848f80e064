import { lazy } from "react";

// Each screen is its own chunk, so the first screen only downloads what it shows.

export const NotFoundScreen = lazy(() =>
  import("../features/public/not-found-screen").then((m) => ({ default: m.NotFoundScreen })),
);
export const LoginScreen = lazy(() =>
  import("../features/auth/login-screen").then((m) => ({ default: m.LoginScreen })),
);
export const SignupScreen = lazy(() =>
  import("../features/auth/signup-screen").then((m) => ({ default: m.SignupScreen })),
);
export const PlayScreen = lazy(() =>
  import("../features/play/play-screen").then((m) => ({ default: m.PlayScreen })),
);
export const StartScreen = lazy(() =>
  import("../features/play/start-screen").then((m) => ({ default: m.StartScreen })),
);
export const TicketsScreen = lazy(() =>
  import("../features/tickets/tickets-screen").then((m) => ({ default: m.TicketsScreen })),
);
export const CouponsScreen = lazy(() =>
  import("../features/rewards/coupons-screen").then((m) => ({ default: m.CouponsScreen })),
);
export const ClaimCouponScreen = lazy(() =>
  import("../features/rewards/claim-coupon-screen").then((m) => ({
    default: m.ClaimCouponScreen,
  })),
);
export const CartScreen = lazy(() =>
  import("../features/rewards/cart-screen").then((m) => ({ default: m.CartScreen })),
);
export const CartHistoryScreen = lazy(() =>
  import("../features/rewards/cart-history-screen").then((m) => ({
    default: m.CartHistoryScreen,
  })),
);
export const AdminLayout = lazy(() =>
  import("../features/admin/admin-layout").then((m) => ({ default: m.AdminLayout })),
);
export const AdminLoginScreen = lazy(() =>
  import("../features/admin/admin-login-screen").then((m) => ({ default: m.AdminLoginScreen })),
);
export const AdminSignupScreen = lazy(() =>
  import("../features/admin/admin-signup-screen").then((m) => ({ default: m.AdminSignupScreen })),
);
export const AdminHomeScreen = lazy(() =>
  import("../features/admin/admin-home-screen").then((m) => ({ default: m.AdminHomeScreen })),
);
export const AdminStartScreen = lazy(() =>
  import("../features/admin/admin-start-screen").then((m) => ({ default: m.AdminStartScreen })),
);
export const AdminTicketScreen = lazy(() =>
  import("../features/admin/admin-ticket-screen").then((m) => ({ default: m.AdminTicketScreen })),
);
export const UserAdminLayout = lazy(() =>
  import("../features/user-admin/user-admin-layout").then((m) => ({ default: m.UserAdminLayout })),
);
export const UserAdminLoginScreen = lazy(() =>
  import("../features/user-admin/user-admin-login-screen").then((m) => ({
    default: m.UserAdminLoginScreen,
  })),
);

export const TrialScreen = lazy(() =>
  import("../features/trial/trial-screen").then((m) => ({ default: m.TrialScreen })),
);
export const TrialLandingScreen = lazy(() =>
  import("../features/trial/trial-landing-screen").then((m) => ({
    default: m.TrialLandingScreen,
  })),
);
export const SampleScreen = lazy(() =>
  import("../features/trial/sample-screen").then((m) => ({ default: m.SampleScreen })),
);
export const BankScreen = lazy(() =>
  import("../features/account/bank-screen").then((m) => ({ default: m.BankScreen })),
);
export const HistoryScreen = lazy(() =>
  import("../features/account/history-screen").then((m) => ({ default: m.HistoryScreen })),
);
export const PendingScreen = lazy(() =>
  import("../features/account/pending-screen").then((m) => ({ default: m.PendingScreen })),
);
export const PayoutDetailsScreen = lazy(() =>
  import("../features/account/payout-details-screen").then((m) => ({
    default: m.PayoutDetailsScreen,
  })),
);
export const PaymentScreen = lazy(() =>
  import("../features/account/payment-screen").then((m) => ({ default: m.PaymentScreen })),
);
export const CheckScreen = lazy(() =>
  import("../features/account/check-screen").then((m) => ({ default: m.CheckScreen })),
);
export const ReferScreen = lazy(() =>
  import("../features/refer/refer-screen").then((m) => ({ default: m.ReferScreen })),
);
export const ReferralLandingScreen = lazy(() =>
  import("../features/refer/referral-landing-screen").then((m) => ({
    default: m.ReferralLandingScreen,
  })),
);
export const AdminRewardScreen = lazy(() =>
  import("../features/admin-rewards/admin-reward-screen").then((m) => ({
    default: m.AdminRewardScreen,
  })),
);
export const HomeScreen = lazy(() =>
  import("../features/public/home-screen").then((m) => ({ default: m.HomeScreen })),
);
export const AboutScreen = lazy(() =>
  import("../features/public/about-screen").then((m) => ({ default: m.AboutScreen })),
);
export const TermsScreen = lazy(() =>
  import("../features/public/terms-screen").then((m) => ({ default: m.TermsScreen })),
);
export const PrivacyScreen = lazy(() =>
  import("../features/public/privacy-screen").then((m) => ({ default: m.PrivacyScreen })),
);
export const RefundShippingScreen = lazy(() =>
  import("../features/public/refund-shipping-screen").then((m) => ({
    default: m.RefundShippingScreen,
  })),
);
export const NaviScreen = lazy(() =>
  import("../features/public/navi-screen").then((m) => ({ default: m.NaviScreen })),
);
export const LikeScreen = lazy(() =>
  import("../features/community/like-screen").then((m) => ({ default: m.LikeScreen })),
);
export const ReviewScreen = lazy(() =>
  import("../features/community/review-screen").then((m) => ({ default: m.ReviewScreen })),
);
export const SettingsScreen = lazy(() =>
  import("../features/settings/settings-screen").then((m) => ({ default: m.SettingsScreen })),
);
export const PasswordInfoScreen = lazy(() =>
  import("../features/settings/password-info-screen").then((m) => ({
    default: m.PasswordInfoScreen,
  })),
);
export const DataScreen = lazy(() =>
  import("../features/settings/data-screen").then((m) => ({ default: m.DataScreen })),
);
export const DeactivateScreen = lazy(() =>
  import("../features/settings/deactivate-screen").then((m) => ({ default: m.DeactivateScreen })),
);
export const UserAdminHomeScreen = lazy(() =>
  import("../features/user-admin/user-admin-home-screen").then((m) => ({
    default: m.UserAdminHomeScreen,
  })),
);
export const UserAdminQuestionsScreen = lazy(() =>
  import("../features/user-admin/user-admin-questions-screen").then((m) => ({
    default: m.UserAdminQuestionsScreen,
  })),
);
export const UserAdminAddScreen = lazy(() =>
  import("../features/user-admin/user-admin-add-screen").then((m) => ({
    default: m.UserAdminAddScreen,
  })),
);
export const UserAdminWalletScreen = lazy(() =>
  import("../features/user-admin/user-admin-wallet-screen").then((m) => ({
    default: m.UserAdminWalletScreen,
  })),
);
export const AdminSelectScreen = lazy(() =>
  import("../features/admin/admin-select-screen").then((m) => ({ default: m.AdminSelectScreen })),
);
export const AdminQuestionsScreen = lazy(() =>
  import("../features/admin/admin-questions-screen").then((m) => ({
    default: m.AdminQuestionsScreen,
  })),
);
export const AdminAddQuestionScreen = lazy(() =>
  import("../features/admin/admin-add-question-screen").then((m) => ({
    default: m.AdminAddQuestionScreen,
  })),
);
export const AdminCoinsScreen = lazy(() =>
  import("../features/admin/admin-coins-screen").then((m) => ({ default: m.AdminCoinsScreen })),
);
export const AdminCouponsScreen = lazy(() =>
  import("../features/admin/admin-coupons-screen").then((m) => ({ default: m.AdminCouponsScreen })),
);
export const AdminPrizesScreen = lazy(() =>
  import("../features/admin/admin-prizes-screen").then((m) => ({ default: m.AdminPrizesScreen })),
);
export const AdminRequestsScreen = lazy(() =>
  import("../features/admin/admin-requests-screen").then((m) => ({
    default: m.AdminRequestsScreen,
  })),
);
export const AdminUsersScreen = lazy(() =>
  import("../features/admin/admin-users-screen").then((m) => ({ default: m.AdminUsersScreen })),
);
export const AdminBalanceScreen = lazy(() =>
  import("../features/admin/admin-balance-screen").then((m) => ({ default: m.AdminBalanceScreen })),
);
export const AdminChartScreen = lazy(() =>
  import("../features/admin/admin-chart-screen").then((m) => ({ default: m.AdminChartScreen })),
);
export const AdminGraphsScreen = lazy(() =>
  import("../features/admin/admin-graphs-screen").then((m) => ({ default: m.AdminGraphsScreen })),
);
export const AdminCheckScreen = lazy(() =>
  import("../features/admin/admin-check-screen").then((m) => ({ default: m.AdminCheckScreen })),
);
