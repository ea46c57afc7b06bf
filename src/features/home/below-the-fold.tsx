import { PlanCards } from './plan-cards';
import { Benefits, StorySection } from './story-and-benefits';

/** The home page under the hero: its own chunk, loaded once the hero has painted (home-page.tsx). */
export default function BelowTheFold() {
  return (
    <>
      <PlanCards />
      <StorySection />
      <Benefits />
    </>
  );
}
