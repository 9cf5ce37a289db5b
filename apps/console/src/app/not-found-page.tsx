import { Link } from 'react-router';
import { paths } from '../api/paths.ts';

/** Any console address that names no page. */
export function NotFoundPage() {
  return (
    <>
      <title>Page not found | Commons console</title>
      <h1>Page not found</h1>
      <p>There is no console page at this address.</p>
      <p>
        <Link to={paths.home()}>Go to your console home</Link>
      </p>
    </>
  );
}
