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
import {
  AboutScreen,
  AdminHomeScreen,
  AdminLayout,
  AdminLoginScreen,
  AdminRewardScreen,
  AdminSignupScreen,
  AdminStartScreen,
  AdminTicketScreen,
  BankScreen,
  CartHistoryScreen,
  CartScreen,
  CheckScreen,
  ClaimCouponScreen,
  CouponsScreen,
  DataScreen,
  DeactivateScreen,
  HeadingOnlyScreen,
  HistoryScreen,
  HomeScreen,
  LikeScreen,
  LoginScreen,
  NaviScreen,
  NotFoundScreen,
  PasswordInfoScreen,
  PaymentScreen,
  PayoutDetailsScreen,
  PendingScreen,
  PlayScreen,
  PrivacyScreen,
  ReferralLandingScreen,
  ReferScreen,
  RefundShippingScreen,
  ReviewScreen,
  SampleScreen,
  SettingsScreen,
  SignupScreen,
  StartScreen,
  TermsScreen,
  TicketsScreen,
  TrialLandingScreen,
  TrialScreen,
  UserAdminLayout,
  UserAdminLoginScreen,
} from "./lazy-screens";
import { PlayerLayout } from "./player-layout";
import { RouteErrorScreen } from "./route-error-screen";

/** A screen a later issue builds: registered now, showing its SPEC.md label. */
function headingOnly(path: string, title: string): RouteObject {
  return { path, element: <HeadingOnlyScreen title={title} /> };
}

/** The route table of SPEC.md section 2, each area behind its guard. */
export const routes: RouteObject[] = [
  {
    element: <PlayerLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.home, element: <HomeScreen /> },
      { path: paths.about, element: <AboutScreen /> },
      { path: paths.termsCondition, element: <TermsScreen /> },
      { path: paths.privacyPolicy, element: <PrivacyScreen /> },
      { path: paths.refundShipping, element: <RefundShippingScreen /> },
      { path: paths.load, element: <LoadingScreen /> },
      { path: paths.sample, element: <SampleScreen /> },
      { path: paths.trial, element: <TrialScreen /> },
      { path: paths.trialLanding, element: <TrialLandingScreen /> },
      { path: paths.like, element: <LikeScreen /> },
      { path: paths.coupons, element: <CouponsScreen /> },
      { path: paths.navi, element: <NaviScreen /> },
      { path: paths.check, element: <CheckScreen /> },
      {
        path: paths.getStart,
        element: <SessionSwitch signedIn={<PlayScreen />} signedOut={<ReferralLandingScreen />} />,
      },
      {
        element: <LoggedOutOnly />,
        children: [
          { path: paths.signup, element: <SignupScreen /> },
          { path: paths.login, element: <LoginScreen /> },
          { path: paths.forgotPassword, element: <PasswordInfoScreen title="Forgot Password" /> },
          { path: paths.changePassword, element: <PasswordInfoScreen title="Change Password" /> },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          { path: paths.account, element: <BankScreen /> },
          { path: paths.accountUpi, element: <PayoutDetailsScreen /> },
          { path: paths.accountHistory, element: <HistoryScreen /> },
          { path: paths.accountPending, element: <PendingScreen /> },
          { path: paths.payment, element: <PaymentScreen /> },
          { path: paths.cart, element: <CartScreen /> },
          { path: paths.cartHistory, element: <CartHistoryScreen /> },
          { path: paths.settings, element: <SettingsScreen /> },
          { path: paths.updatePassword, element: <PasswordInfoScreen title="Update Password" /> },
          { path: paths.play, element: <PlayScreen /> },
          { path: paths.claimCoupon, element: <ClaimCouponScreen /> },
          { path: paths.deactivate, element: <DeactivateScreen /> },
          { path: paths.review, element: <ReviewScreen /> },
          { path: paths.tickets, element: <TicketsScreen /> },
          { path: paths.refer, element: <ReferScreen /> },
          { path: paths.data, element: <DataScreen /> },
          { path: paths.start, element: <StartScreen /> },
        ],
      },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
  {
    element: <AdminLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.adminLogin, element: <AdminLoginScreen /> },
      { path: paths.adminSignup, element: <AdminSignupScreen /> },
      {
        element: <RequireAdmin />,
        children: [
          { path: paths.adminHome, element: <AdminHomeScreen /> },
          { path: paths.adminTicket, element: <AdminTicketScreen /> },
          headingOnly(paths.adminCoins, "Coins"),
          headingOnly(paths.adminRequest, "Claim Requests"),
          headingOnly(paths.adminPrize, "Prizes"),
          headingOnly(paths.adminAddQuestion, "Add Question"),
          headingOnly(paths.adminCoupons, "Coupons"),
          headingOnly(paths.adminChart, "Chart"),
          headingOnly(paths.adminQuestions, "Questions"),
          headingOnly(paths.adminBalance, "Balance"),
          headingOnly(paths.adminSelect, "Select Questions"),
          headingOnly(paths.adminAddUsers, "Add Users"),
          { path: paths.adminAddReward, element: <AdminRewardScreen /> },
          { path: paths.adminStart, element: <AdminStartScreen /> },
          headingOnly(paths.adminCheck, "Check"),
          headingOnly(paths.adminGraphs, "Graphs"),
        ],
      },
    ],
  },
  {
    element: <UserAdminLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.userAdminLogin, element: <UserAdminLoginScreen /> },
      {
        element: <RequireUserAdmin />,
        children: [
          headingOnly(paths.userAdminHome, "Admin"),
          headingOnly(paths.userAdminQuestions, "View Questions"),
          headingOnly(paths.userAdminAdd, "Add Question"),
          headingOnly(paths.userAdminWallet, "Wallet"),
        ],
      },
    ],
  },
];
