import { Link } from "react-router";
import { TitledScreen } from "../../components/titled-screen";
import { paths } from "../../lib/paths";

export function NotFoundScreen() {
  return (
    <TitledScreen title="Page not found">
      <p>There is nothing at this address.</p>
      <Link to={paths.home}>Go home</Link>
    </TitledScreen>
  );
}
