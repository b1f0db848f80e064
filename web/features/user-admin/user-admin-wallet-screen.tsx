import { useQuery } from "@tanstack/react-query";
import { adminPaths } from "../../../contract/api-paths";
import type { ContributorWalletResponse } from "../../../contract/contributor";
import { PageTitle } from "../../components/page-title";
import { ReadView } from "../../components/read-view";
import { apiQuery } from "../../lib/api-query";
import { paiseToRupeesText } from "../../lib/money";
import { useSessionId } from "./use-session-id";

/** /admin/user/wallet: SPEC.md's earnings in whole rupees and the question counts. */
export function UserAdminWalletScreen() {
  const wallet = useQuery(
    apiQuery<ContributorWalletResponse>(adminPaths.contributorWallet(useSessionId()), "userAdmin"),
  );
  return (
    <section className="screen">
      <PageTitle title="Wallet" />
      <h1>Wallet</h1>
      <ReadView read={wallet} what="your wallet">
        {({ Datas }) => (
          <>
            <p className="ua-earned">{`Earned : ₹ ${paiseToRupeesText(Math.round(Datas.Rupee * 100))}`}</p>
            {/* SPEC.md's labels, "Answerd" included. */}
            <ul className="ua-wallet-counts">
              <li>{`Selected Questions : ${Datas.Selected}`}</li>
              <li>{`Total Questions : ${Datas.Total_Quest}`}</li>
              <li>{`Outs : ${Datas.Out}`}</li>
              <li>{`Answerd : ${Datas.Ans}`}</li>
            </ul>
            <p className="ua-wallet-note">
              You earn each time a main admin selects one of your questions into a language. Outs
              counts how often your questions were served to players; Answerd, how often they were
              answered.
            </p>
          </>
        )}
      </ReadView>
    </section>
  );
}
