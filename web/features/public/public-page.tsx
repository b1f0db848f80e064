import type { ReactNode } from "react";
import { PageTitle } from "../../components/page-title";
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
    <section className="screen public-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="public-lead">{lead}</p>
      {children}
    </section>
  );
}
