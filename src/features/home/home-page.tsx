import { lazy, Suspense } from 'react';
import { useFirstPaintDone } from '../../lib/first-paint';
import { Hero } from './hero';
import classes from './hero.module.css';

const BelowTheFold = lazy(() => import('./below-the-fold'));

/**
 * On the first page, the hero paints first and the sections under it (and their components' code)
 * load after. The placeholder keeps the footer out of view meanwhile, so nothing in view moves.
 */
export function HomePage() {
  const painted = useFirstPaintDone();
  const placeholder = <div className={classes.pending} />;
  return (
    <>
      <Hero />
      {painted ? (
        <Suspense fallback={placeholder}>
          <BelowTheFold />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
