import { Link } from "react-router";
import { PageTitle } from "../../components/page-title";
import { paths } from "../../lib/paths";

export function NotFoundScreen() {
  return (
    <section className="screen">
      <PageTitle title="Page not found" />
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to={paths.home}>Go home</Link>
    </section>
  );
}
