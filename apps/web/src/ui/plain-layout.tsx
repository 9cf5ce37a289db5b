import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../api/paths.ts';
import './plain-layout.css';

/** The frame of the pages that belong to no site: landing, campuses, static pages, not found. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="plain-layout">
      <a className="plain-layout__skip" href="#main-content">
        Skip to main content
      </a>
      <header className="plain-layout__header">
        <div className="container plain-layout__bar">
          <Link className="plain-layout__brand" to={paths.landing()}>
            <span className="plain-layout__mark" aria-hidden="true" />
            Campus Dining
          </Link>
        </div>
      </header>
      <main id="main-content" className="plain-layout__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="plain-layout__footer">
        <div className="container plain-layout__footer-inner">
          <nav aria-label="Footer">
            <ul className="plain-layout__links">
              <li>
                <Link to={paths.landing()}>Find your school</Link>
              </li>
              <li>
                <Link to={paths.climateFriendly()}>Climate-friendly ratings</Link>
              </li>
              <li>
                <Link to={paths.mobilePrivacy()}>Mobile app privacy policy</Link>
              </li>
            </ul>
          </nav>
          <p>© {new Date().getFullYear()} Campus Dining</p>
        </div>
      </footer>
    </div>
  );
}
