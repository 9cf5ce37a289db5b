import { Link } from 'react-router';
import type { z } from 'zod';
import type { campus } from '@commons/contract';
import './campuses.css';

type Campus = z.infer<typeof campus>;

/** The multi-campus choice: one large logo link per campus. */
export function CampusPicker({ campuses }: { campuses: readonly Campus[] }) {
  return (
    <ul className="campus-picker">
      {campuses.map((item) => {
        const content = (
          <>
            <img className="campus-picker__logo" src={item.logo} alt="" />
            <span className="campus-picker__name">{item.name}</span>
          </>
        );
        return (
          <li key={item.href}>
            {item.href.startsWith('/') ? (
              <Link className="campus-picker__link" to={item.href}>
                {content}
              </Link>
            ) : (
              <a className="campus-picker__link" href={item.href}>
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
