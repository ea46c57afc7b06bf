import BelowTheFold from './below-the-fold';
import { Hero } from './hero';

/**
 * The hero, then the plans, the story and the benefits. One chunk with one stylesheet: the server renders the
 * whole page, so the sections under the hero need their code and styles as soon as the hero does (a lazily
 * loaded part would be painted unstyled, then move when its stylesheet arrived).
 */
export function HomePage() {
  return (
    <>
      <Hero />
      <BelowTheFold />
    </>
  );
}
