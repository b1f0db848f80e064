/** The parts of Google Identity Services (https://developers.google.com/identity/gsi/web) we call. */
export type GoogleAccountsId = {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    use_fedcm_for_prompt?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: { type: "standard"; theme: "outline"; size: "large"; text: "continue_with" },
  ): void;
  prompt(): void;
  cancel(): void;
  disableAutoSelect(): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const SCRIPT_URL = "https://accounts.google.com/gsi/client";

let loading: Promise<GoogleAccountsId> | null = null;

/** Loads the script once; a failed load may be retried. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const accountsId = window.google?.accounts?.id;
      if (accountsId) resolve(accountsId);
      else reject(new Error("Google Identity Services loaded without accounts.id"));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error("Could not load Google Identity Services"));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Stops Google from signing the same account in again by itself; a no-op if the script never loaded. */
export function disableGoogleAutoSelect(): void {
  window.google?.accounts?.id?.disableAutoSelect();
}
