import { PageTitle } from "./page-title";

/** A registered screen whose content a later issue builds: its SPEC.md label and nothing else. */
export function HeadingOnlyScreen({ title }: { title: string }) {
  return (
    <section className="screen">
      <PageTitle title={title} />
      <h1>{title}</h1>
    </section>
  );
}
