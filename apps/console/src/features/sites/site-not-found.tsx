import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';

/** A site address that names none of the person's sites. */
export function SiteNotFound() {
  return (
    <>
      <title>Site not found | Commons console</title>
      <h1>Site not found</h1>
      <p>There is no site at this address, or your account may not open it.</p>
      <p>
        <Link to={paths.home()}>Go to your console home</Link>
      </p>
    </>
  );
}
