import type { RouteObject } from "react-router";
import { LoadingScreen } from "../components/loading-screen";
import { paths } from "../lib/paths";
import {
  LoggedOutOnly,
  RequireAdmin,
  RequireSession,
  RequireUserAdmin,
  SessionSwitch,
} from "./guards";
import { screen } from "./lazy-screen";
import { PlayerLayout } from "./player-layout";
import { RouteErrorScreen } from "./route-error-screen";
import { AdminLoginScreen, LoginScreen, UserAdminLoginScreen } from "./sign-in-screens";

// Screens named more than once below; every other screen is loaded inline where it is routed.
const PlayScreen = screen(() => import("../features/play/play-screen"), "PlayScreen", "play");
const ReferralLandingScreen = screen(
  () => import("../features/refer/referral-landing-screen"),
  "ReferralLandingScreen",
  "refer",
);
const PasswordInfoScreen = screen(
  () => import("../features/settings/password-info-screen"),
  "PasswordInfoScreen",
  "settings",
);

/** The route table of SPEC.md section 2, each area behind its guard. */
export const routes: RouteObject[] = [
  {
    element: <PlayerLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        path: paths.home,
        Component: screen(() => import("../features/public/home-screen"), "HomeScreen"),
      },
      {
        path: paths.about,
        Component: screen(
          () => import("../features/public/about-screen"),
          "AboutScreen",
          "policies",
        ),
      },
      {
        path: paths.termsCondition,
        Component: screen(
          () => import("../features/public/terms-screen"),
          "TermsScreen",
          "policies",
        ),
      },
      {
        path: paths.privacyPolicy,
        Component: screen(
          () => import("../features/public/privacy-screen"),
          "PrivacyScreen",
          "policies",
        ),
      },
      {
        path: paths.refundShipping,
        Component: screen(
          () => import("../features/public/refund-shipping-screen"),
          "RefundShippingScreen",
          "policies",
        ),
      },
      { path: paths.load, element: <LoadingScreen /> },
      {
        path: paths.sample,
        Component: screen(() => import("../features/trial/sample-screen"), "SampleScreen"),
      },
      {
        path: paths.trial,
        Component: screen(() => import("../features/trial/trial-screen"), "TrialScreen"),
      },
      {
        path: paths.trialLanding,
        Component: screen(
          () => import("../features/trial/trial-landing-screen"),
          "TrialLandingScreen",
        ),
      },
      {
        path: paths.like,
        Component: screen(
          () => import("../features/community/like-screen"),
          "LikeScreen",
          "community",
        ),
      },
      {
        path: paths.coupons,
        Component: screen(
          () => import("../features/rewards/coupons-screen"),
          "CouponsScreen",
          "rewards",
        ),
      },
      {
        path: paths.navi,
        Component: screen(() => import("../features/public/navi-screen"), "NaviScreen"),
      },
      {
        path: paths.check,
        Component: screen(
          () => import("../features/account/check-screen"),
          "CheckScreen",
          "account",
        ),
      },
      {
        path: paths.verify,
        Component: screen(
          () => import("../features/verify/verify-screen"),
          "VerifyScreen",
          "verify",
        ),
      },
      {
        path: paths.getStart,
        element: <SessionSwitch signedIn={<PlayScreen />} signedOut={<ReferralLandingScreen />} />,
      },
      {
        element: <LoggedOutOnly />,
        children: [
          {
            path: paths.signup,
            Component: screen(() => import("../features/auth/signup-screen"), "SignupScreen"),
          },
          { path: paths.login, Component: LoginScreen },
          { path: paths.forgotPassword, element: <PasswordInfoScreen title="Forgot Password" /> },
          { path: paths.changePassword, element: <PasswordInfoScreen title="Change Password" /> },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: paths.account,
            Component: screen(
              () => import("../features/account/bank-screen"),
              "BankScreen",
              "account",
            ),
          },
          {
            path: paths.accountUpi,
            Component: screen(
              () => import("../features/account/payout-details-screen"),
              "PayoutDetailsScreen",
              "account",
            ),
          },
          {
            path: paths.accountHistory,
            Component: screen(
              () => import("../features/account/history-screen"),
              "HistoryScreen",
              "account",
            ),
          },
          {
            path: paths.accountPending,
            Component: screen(
              () => import("../features/account/pending-screen"),
              "PendingScreen",
              "account",
            ),
          },
          {
            path: paths.payment,
            Component: screen(
              () => import("../features/account/payment-screen"),
              "PaymentScreen",
              "account",
            ),
          },
          {
            path: paths.cart,
            Component: screen(
              () => import("../features/rewards/cart-screen"),
              "CartScreen",
              "rewards",
            ),
          },
          {
            path: paths.cartHistory,
            Component: screen(
              () => import("../features/rewards/cart-history-screen"),
              "CartHistoryScreen",
              "rewards",
            ),
          },
          {
            path: paths.settings,
            Component: screen(
              () => import("../features/settings/settings-screen"),
              "SettingsScreen",
              "settings",
            ),
          },
          { path: paths.updatePassword, element: <PasswordInfoScreen title="Update Password" /> },
          { path: paths.play, Component: PlayScreen },
          {
            path: paths.claimCoupon,
            Component: screen(
              () => import("../features/rewards/claim-coupon-screen"),
              "ClaimCouponScreen",
              "rewards",
            ),
          },
          {
            path: paths.deactivate,
            Component: screen(
              () => import("../features/settings/deactivate-screen"),
              "DeactivateScreen",
              "settings",
            ),
          },
          {
            path: paths.review,
            Component: screen(
              () => import("../features/community/review-screen"),
              "ReviewScreen",
              "community",
            ),
          },
          {
            path: paths.tickets,
            Component: screen(
              () => import("../features/tickets/tickets-screen"),
              "TicketsScreen",
              "tickets",
            ),
          },
          {
            path: paths.refer,
            Component: screen(
              () => import("../features/refer/refer-screen"),
              "ReferScreen",
              "refer",
            ),
          },
          {
            path: paths.data,
            Component: screen(
              () => import("../features/settings/data-screen"),
              "DataScreen",
              "settings",
            ),
          },
          {
            path: paths.start,
            Component: screen(() => import("../features/play/start-screen"), "StartScreen", "play"),
          },
          {
            path: paths.result,
            Component: screen(
              () => import("../features/play/run-summary-screen"),
              "RunSummaryScreen",
              "play",
            ),
          },
          {
            path: paths.runs,
            Component: screen(() => import("../features/play/runs-screen"), "RunsScreen", "play"),
          },
          {
            path: paths.show,
            Component: screen(() => import("../features/shows/show-screen"), "ShowScreen", "shows"),
          },
        ],
      },
      {
        path: "*",
        Component: screen(() => import("../features/public/not-found-screen"), "NotFoundScreen"),
      },
    ],
  },
  {
    Component: screen(
      () => import("../features/admin-console/admin-layout"),
      "AdminLayout",
      "admin",
    ),
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.adminLogin, Component: AdminLoginScreen },
      {
        path: paths.adminSignup,
        Component: screen(
          () => import("../features/admin-console/admin-signup-screen"),
          "AdminSignupScreen",
          "admin",
        ),
      },
      {
        path: paths.adminResetPassword,
        Component: screen(
          () => import("../features/admin-console/admin-reset-password-screen"),
          "AdminResetPasswordScreen",
          "admin",
        ),
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: paths.adminHome,
            Component: screen(
              () => import("../features/admin-console/admin-home-screen"),
              "AdminHomeScreen",
              "admin",
            ),
          },
          {
            path: paths.adminTicket,
            Component: screen(
              () => import("../features/admin-people/admin-ticket-screen"),
              "AdminTicketScreen",
              "admin",
            ),
          },
          {
            path: paths.adminCoins,
            Component: screen(
              () => import("../features/admin-game/admin-coins-screen"),
              "AdminCoinsScreen",
              "admin",
            ),
          },
          {
            path: paths.adminRequest,
            Component: screen(
              () => import("../features/admin-catalogue/admin-requests-screen"),
              "AdminRequestsScreen",
              "admin",
            ),
          },
          {
            path: paths.adminPrize,
            Component: screen(
              () => import("../features/admin-catalogue/admin-prizes-screen"),
              "AdminPrizesScreen",
              "admin",
            ),
          },
          {
            path: paths.adminAddQuestion,
            Component: screen(
              () => import("../features/admin-questions/admin-add-question-screen"),
              "AdminAddQuestionScreen",
              "admin",
            ),
          },
          {
            path: paths.adminCoupons,
            Component: screen(
              () => import("../features/admin-catalogue/admin-coupons-screen"),
              "AdminCouponsScreen",
              "admin",
            ),
          },
          {
            path: paths.adminChart,
            Component: screen(
              () => import("../features/admin-insights/admin-chart-screen"),
              "AdminChartScreen",
              "admin",
            ),
          },
          {
            path: paths.adminQuestions,
            Component: screen(
              () => import("../features/admin-questions/admin-questions-screen"),
              "AdminQuestionsScreen",
              "admin",
            ),
          },
          {
            path: paths.adminImportQuestions,
            Component: screen(
              () => import("../features/admin-questions/admin-import-questions-screen"),
              "AdminImportQuestionsScreen",
              "admin",
            ),
          },
          {
            path: paths.adminBalance,
            Component: screen(
              () => import("../features/admin-insights/admin-balance-screen"),
              "AdminBalanceScreen",
              "admin",
            ),
          },
          {
            path: paths.adminSelect,
            Component: screen(
              () => import("../features/admin-questions/admin-select-screen"),
              "AdminSelectScreen",
              "admin",
            ),
          },
          {
            path: paths.adminAddUsers,
            Component: screen(
              () => import("../features/admin-console/admin-users-screen"),
              "AdminUsersScreen",
              "admin",
            ),
          },
          {
            path: paths.adminAddReward,
            Component: screen(
              () => import("../features/admin-money/admin-reward-screen"),
              "AdminRewardScreen",
              "admin",
            ),
          },
          {
            path: paths.adminStart,
            Component: screen(
              () => import("../features/admin-game/admin-start-screen"),
              "AdminStartScreen",
              "admin",
            ),
          },
          {
            path: paths.adminCheck,
            Component: screen(
              () => import("../features/admin-console/admin-check-screen"),
              "AdminCheckScreen",
              "admin",
            ),
          },
          {
            path: paths.adminGraphs,
            Component: screen(
              () => import("../features/admin-insights/admin-graphs-screen"),
              "AdminGraphsScreen",
              "admin",
            ),
          },
          {
            path: paths.adminPlayers,
            Component: screen(
              () => import("../features/admin-people/admin-players-screen"),
              "AdminPlayersScreen",
              "admin",
            ),
          },
          {
            path: paths.adminPlayer,
            Component: screen(
              () => import("../features/admin-people/admin-player-screen"),
              "AdminPlayerScreen",
              "admin",
            ),
          },
          {
            path: paths.adminAudit,
            Component: screen(
              () => import("../features/admin-console/admin-audit-screen"),
              "AdminAuditScreen",
              "admin",
            ),
          },
          {
            path: paths.adminAdmins,
            Component: screen(
              () => import("../features/admin-console/admin-admins-screen"),
              "AdminAdminsScreen",
              "admin",
            ),
          },
          {
            path: paths.adminLanguages,
            Component: screen(
              () => import("../features/admin-questions/admin-languages-screen"),
              "AdminLanguagesScreen",
              "admin",
            ),
          },
          {
            path: paths.adminShows,
            Component: screen(
              () => import("../features/admin-shows/admin-shows-screen"),
              "AdminShowsScreen",
              "admin",
            ),
          },
          {
            path: paths.adminShow,
            Component: screen(
              () => import("../features/admin-shows/admin-show-screen"),
              "AdminShowScreen",
              "admin",
            ),
          },
          {
            path: paths.adminPassword,
            Component: screen(
              () => import("../features/admin-console/admin-password-screen"),
              "AdminPasswordScreen",
              "admin",
            ),
          },
        ],
      },
    ],
  },
  {
    Component: screen(
      () => import("../features/user-admin/user-admin-layout"),
      "UserAdminLayout",
      "admin",
    ),
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.userAdminLogin, Component: UserAdminLoginScreen },
      {
        element: <RequireUserAdmin />,
        children: [
          {
            path: paths.userAdminHome,
            Component: screen(
              () => import("../features/user-admin/user-admin-home-screen"),
              "UserAdminHomeScreen",
              "admin",
            ),
          },
          {
            path: paths.userAdminQuestions,
            Component: screen(
              () => import("../features/user-admin/user-admin-questions-screen"),
              "UserAdminQuestionsScreen",
              "admin",
            ),
          },
          {
            path: paths.userAdminAdd,
            Component: screen(
              () => import("../features/user-admin/user-admin-add-screen"),
              "UserAdminAddScreen",
              "admin",
            ),
          },
          {
            path: paths.userAdminWallet,
            Component: screen(
              () => import("../features/user-admin/user-admin-wallet-screen"),
              "UserAdminWalletScreen",
              "admin",
            ),
          },
          {
            path: paths.userAdminPassword,
            Component: screen(
              () => import("../features/user-admin/user-admin-password-screen"),
              "UserAdminPasswordScreen",
              "admin",
            ),
          },
        ],
      },
    ],
  },
];
