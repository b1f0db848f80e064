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
  AdminHomeScreen,
  AdminLayout,
  AdminLoginScreen,
  AdminSignupScreen,
  AdminStartScreen,
  AdminTicketScreen,
  CartHistoryScreen,
  CartScreen,
  ClaimCouponScreen,
  CouponsScreen,
  HeadingOnlyScreen,
  LoginScreen,
  NotFoundScreen,
  PlayScreen,
  SignupScreen,
  StartScreen,
  TicketsScreen,
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
      headingOnly(paths.home, "Home"),
      headingOnly(paths.about, "About"),
      headingOnly(paths.termsCondition, "Terms and Conditions"),
      headingOnly(paths.privacyPolicy, "Privacy Policy"),
      headingOnly(paths.refundShipping, "Refund and Shipping"),
      { path: paths.load, element: <LoadingScreen /> },
      headingOnly(paths.sample, "Model Questions"),
      headingOnly(paths.trial, "Try a Question"),
      headingOnly(paths.trialLanding, "Answer 1 Question and Win Up To 100 Rupees"),
      headingOnly(paths.like, "Review"),
      { path: paths.coupons, element: <CouponsScreen /> },
      headingOnly(paths.navi, "Navigation"),
      headingOnly(paths.check, "Check"),
      {
        path: paths.getStart,
        element: (
          <SessionSwitch
            signedIn={<PlayScreen />}
            signedOut={<HeadingOnlyScreen title="Get Started" />}
          />
        ),
      },
      {
        element: <LoggedOutOnly />,
        children: [
          { path: paths.signup, element: <SignupScreen /> },
          { path: paths.login, element: <LoginScreen /> },
          headingOnly(paths.forgotPassword, "Forgot Password"),
          headingOnly(paths.changePassword, "Change Password"),
        ],
      },
      {
        element: <RequireSession />,
        children: [
          headingOnly(paths.account, "Bank"),
          headingOnly(paths.accountUpi, "Payment Details"),
          headingOnly(paths.accountHistory, "History"),
          headingOnly(paths.accountPending, "Pending"),
          headingOnly(paths.payment, "Payment"),
          { path: paths.cart, element: <CartScreen /> },
          { path: paths.cartHistory, element: <CartHistoryScreen /> },
          headingOnly(paths.settings, "Settings"),
          headingOnly(paths.updatePassword, "Update Password"),
          { path: paths.play, element: <PlayScreen /> },
          { path: paths.claimCoupon, element: <ClaimCouponScreen /> },
          headingOnly(paths.deactivate, "Deactivate Account"),
          headingOnly(paths.review, "Review"),
          { path: paths.tickets, element: <TicketsScreen /> },
          headingOnly(paths.refer, "Refer and Earn 50"),
          headingOnly(paths.data, "Data"),
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
          headingOnly(paths.adminAddReward, "Rewards"),
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
