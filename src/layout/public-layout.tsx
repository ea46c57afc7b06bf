import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import classes from './public-layout.module.css';

/** Header plus footer: every visitor outside the admin and wholesale areas. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
