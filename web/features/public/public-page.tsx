import type { ReactNode } from "react";
import { TitledScreen } from "../../components/titled-screen";
import "./public.css";

/** One public text page: its title as the document title and the only h1, then sections. */
export function PublicPage({
  title,
  lead,
  children,
}: {
  title: string;
  /** The page in one sentence, under the heading. */
  lead: string;
  children: ReactNode;
}) {
  return (
    <TitledScreen title={title} className="public-page">
      <p className="public-lead">{lead}</p>
      {children}
    </TitledScreen>
  );
}
