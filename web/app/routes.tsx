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
const PlayScreen = screen(() => import("../features/play/play-screen"), "PlayScreen");
const ReferralLandingScreen = screen(
  () => import("../features/refer/referral-landing-screen"),
  "ReferralLandingScreen",
);
const PasswordInfoScreen = screen(
  () => import("../features/settings/password-info-screen"),
  "PasswordInfoScreen",
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
        Component: screen(() => import("../features/public/about-screen"), "AboutScreen"),
      },
      {
        path: paths.termsCondition,
        Component: screen(() => import("../features/public/terms-screen"), "TermsScreen"),
      },
      {
        path: paths.privacyPolicy,
        Component: screen(() => import("../features/public/privacy-screen"), "PrivacyScreen"),
      },
      {
        path: paths.refundShipping,
        Component: screen(
          () => import("../features/public/refund-shipping-screen"),
          "RefundShippingScreen",
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
        Component: screen(() => import("../features/community/like-screen"), "LikeScreen"),
      },
      {
        path: paths.coupons,
        Component: screen(() => import("../features/rewards/coupons-screen"), "CouponsScreen"),
      },
      {
        path: paths.navi,
        Component: screen(() => import("../features/public/navi-screen"), "NaviScreen"),
      },
      {
        path: paths.check,
        Component: screen(() => import("../features/account/check-screen"), "CheckScreen"),
      },
      {
        path: paths.verify,
        Component: screen(() => import("../features/verify/verify-screen"), "VerifyScreen"),
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
            Component: screen(() => import("../features/account/bank-screen"), "BankScreen"),
          },
          {
            path: paths.accountUpi,
            Component: screen(
              () => import("../features/account/payout-details-screen"),
              "PayoutDetailsScreen",
            ),
          },
          {
            path: paths.accountHistory,
            Component: screen(() => import("../features/account/history-screen"), "HistoryScreen"),
          },
          {
            path: paths.accountPending,
            Component: screen(() => import("../features/account/pending-screen"), "PendingScreen"),
          },
          {
            path: paths.payment,
            Component: screen(() => import("../features/account/payment-screen"), "PaymentScreen"),
          },
          {
            path: paths.cart,
            Component: screen(() => import("../features/rewards/cart-screen"), "CartScreen"),
          },
          {
            path: paths.cartHistory,
            Component: screen(
              () => import("../features/rewards/cart-history-screen"),
              "CartHistoryScreen",
            ),
          },
          {
            path: paths.settings,
            Component: screen(
              () => import("../features/settings/settings-screen"),
              "SettingsScreen",
            ),
          },
          { path: paths.updatePassword, element: <PasswordInfoScreen title="Update Password" /> },
          { path: paths.play, Component: PlayScreen },
          {
            path: paths.claimCoupon,
            Component: screen(
              () => import("../features/rewards/claim-coupon-screen"),
              "ClaimCouponScreen",
            ),
          },
          {
            path: paths.deactivate,
            Component: screen(
              () => import("../features/settings/deactivate-screen"),
              "DeactivateScreen",
            ),
          },
          {
            path: paths.review,
            Component: screen(() => import("../features/community/review-screen"), "ReviewScreen"),
          },
          {
            path: paths.tickets,
            Component: screen(() => import("../features/tickets/tickets-screen"), "TicketsScreen"),
          },
          {
            path: paths.refer,
            Component: screen(() => import("../features/refer/refer-screen"), "ReferScreen"),
          },
          {
            path: paths.data,
            Component: screen(() => import("../features/settings/data-screen"), "DataScreen"),
          },
          {
            path: paths.start,
            Component: screen(() => import("../features/play/start-screen"), "StartScreen"),
          },
          {
            path: paths.result,
            Component: screen(
              () => import("../features/play/run-summary-screen"),
              "RunSummaryScreen",
            ),
          },
          {
            path: paths.runs,
            Component: screen(() => import("../features/play/runs-screen"), "RunsScreen"),
          },
          {
            path: paths.show,
            Component: screen(() => import("../features/shows/show-screen"), "ShowScreen"),
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
    Component: screen(() => import("../features/admin-console/admin-layout"), "AdminLayout"),
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.adminLogin, Component: AdminLoginScreen },
      {
        path: paths.adminSignup,
        Component: screen(
          () => import("../features/admin-console/admin-signup-screen"),
          "AdminSignupScreen",
        ),
      },
      {
        path: paths.adminResetPassword,
        Component: screen(
          () => import("../features/admin-console/admin-reset-password-screen"),
          "AdminResetPasswordScreen",
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
            ),
          },
          {
            path: paths.adminTicket,
            Component: screen(
              () => import("../features/admin-people/admin-ticket-screen"),
              "AdminTicketScreen",
            ),
          },
          {
            path: paths.adminCoins,
            Component: screen(
              () => import("../features/admin-game/admin-coins-screen"),
              "AdminCoinsScreen",
            ),
          },
          {
            path: paths.adminRequest,
            Component: screen(
              () => import("../features/admin-catalogue/admin-requests-screen"),
              "AdminRequestsScreen",
            ),
          },
          {
            path: paths.adminPrize,
            Component: screen(
              () => import("../features/admin-catalogue/admin-prizes-screen"),
              "AdminPrizesScreen",
            ),
          },
          {
            path: paths.adminAddQuestion,
            Component: screen(
              () => import("../features/admin-questions/admin-add-question-screen"),
              "AdminAddQuestionScreen",
            ),
          },
          {
            path: paths.adminCoupons,
            Component: screen(
              () => import("../features/admin-catalogue/admin-coupons-screen"),
              "AdminCouponsScreen",
            ),
          },
          {
            path: paths.adminChart,
            Component: screen(
              () => import("../features/admin-insights/admin-chart-screen"),
              "AdminChartScreen",
            ),
          },
          {
            path: paths.adminQuestions,
            Component: screen(
              () => import("../features/admin-questions/admin-questions-screen"),
              "AdminQuestionsScreen",
            ),
          },
          {
            path: paths.adminImportQuestions,
            Component: screen(
              () => import("../features/admin-questions/admin-import-questions-screen"),
              "AdminImportQuestionsScreen",
            ),
          },
          {
            path: paths.adminBalance,
            Component: screen(
              () => import("../features/admin-insights/admin-balance-screen"),
              "AdminBalanceScreen",
            ),
          },
          {
            path: paths.adminSelect,
            Component: screen(
              () => import("../features/admin-questions/admin-select-screen"),
              "AdminSelectScreen",
            ),
          },
          {
            path: paths.adminAddUsers,
            Component: screen(
              () => import("../features/admin-console/admin-users-screen"),
              "AdminUsersScreen",
            ),
          },
          {
            path: paths.adminAddReward,
            Component: screen(
              () => import("../features/admin-money/admin-reward-screen"),
              "AdminRewardScreen",
            ),
          },
          {
            path: paths.adminStart,
            Component: screen(
              () => import("../features/admin-game/admin-start-screen"),
              "AdminStartScreen",
            ),
          },
          {
            path: paths.adminCheck,
            Component: screen(
              () => import("../features/admin-console/admin-check-screen"),
              "AdminCheckScreen",
            ),
          },
          {
            path: paths.adminGraphs,
            Component: screen(
              () => import("../features/admin-insights/admin-graphs-screen"),
              "AdminGraphsScreen",
            ),
          },
          {
            path: paths.adminPlayers,
            Component: screen(
              () => import("../features/admin-people/admin-players-screen"),
              "AdminPlayersScreen",
            ),
          },
          {
            path: paths.adminPlayer,
            Component: screen(
              () => import("../features/admin-people/admin-player-screen"),
              "AdminPlayerScreen",
            ),
          },
          {
            path: paths.adminAudit,
            Component: screen(
              () => import("../features/admin-console/admin-audit-screen"),
              "AdminAuditScreen",
            ),
          },
          {
            path: paths.adminAdmins,
            Component: screen(
              () => import("../features/admin-console/admin-admins-screen"),
              "AdminAdminsScreen",
            ),
          },
          {
            path: paths.adminLanguages,
            Component: screen(
              () => import("../features/admin-questions/admin-languages-screen"),
              "AdminLanguagesScreen",
            ),
          },
          {
            path: paths.adminShows,
            Component: screen(
              () => import("../features/admin-shows/admin-shows-screen"),
              "AdminShowsScreen",
            ),
          },
          {
            path: paths.adminShow,
            Component: screen(
              () => import("../features/admin-shows/admin-show-screen"),
              "AdminShowScreen",
            ),
          },
          {
            path: paths.adminPassword,
            Component: screen(
              () => import("../features/admin-console/admin-password-screen"),
              "AdminPasswordScreen",
            ),
          },
        ],
      },
    ],
  },
  {
    Component: screen(() => import("../features/user-admin/user-admin-layout"), "UserAdminLayout"),
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
            ),
          },
          {
            path: paths.userAdminQuestions,
            Component: screen(
              () => import("../features/user-admin/user-admin-questions-screen"),
              "UserAdminQuestionsScreen",
            ),
          },
          {
            path: paths.userAdminAdd,
            Component: screen(
              () => import("../features/user-admin/user-admin-add-screen"),
              "UserAdminAddScreen",
            ),
          },
          {
            path: paths.userAdminWallet,
            Component: screen(
              () => import("../features/user-admin/user-admin-wallet-screen"),
              "UserAdminWalletScreen",
            ),
          },
          {
            path: paths.userAdminPassword,
            Component: screen(
              () => import("../features/user-admin/user-admin-password-screen"),
              "UserAdminPasswordScreen",
            ),
          },
        ],
      },
    ],
  },
];
