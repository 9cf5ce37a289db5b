import type { ReactNode } from 'react';

/** The frame of the pages before the console itself: the login and the second-factor set-up. */
export function StandaloneLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="standalone-page">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="standalone-page__header">
        <span className="brand">
          <span className="brand__mark" aria-hidden="true" />
          Commons console
        </span>
        {aside}
      </header>
      <main id="main-content" className="standalone" tabIndex={-1}>
        <div className="standalone__card">{children}</div>
      </main>
    </div>
  );
}
