import { PlanCards } from './plan-cards';
import { Benefits, StorySection } from './story-and-benefits';

/** The home page under the hero. */
export default function BelowTheFold() {
  return (
    <>
      <PlanCards />
      <StorySection />
      <Benefits />
    </>
  );
}
