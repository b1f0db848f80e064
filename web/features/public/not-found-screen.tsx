import { Link } from "react-router";
import { paths } from "../../app/paths";
import { PageTitle } from "../../components/page-title";

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
