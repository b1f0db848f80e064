const SESSION = "contributor-session";
export const PROFILE_PATH = `/admin/get/user/admin/languages/to/post/${SESSION}`;
export const QUESTIONS_PATH = `/admin/get/user/admin/questions/${SESSION}`;
export const WALLET_PATH = `/admin/get/wallet/amount/credits/links/by/${SESSION}`;
export const POST_PATH = "/admin/get/a/users/admin/posted/questions/from/all/users";

/** A signed-in user-admin, as the login screen leaves the browser. */
export function signInContributor(): void {
  localStorage.setItem("admin_token", "contributor-token");
  localStorage.setItem("ssid_admin", SESSION);
}

export const profile = {
  data: {
    user: "Asha",
    email: "asha@example.com",
    languages: [
      { id: "en", name: "English" },
      { id: "hi", name: "Hindi" },
    ],
  },
};
