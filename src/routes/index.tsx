import { createFileRoute } from '@tanstack/react-router';
import { Hero } from '../features/home/hero';
import { PlanCards } from '../features/home/plan-cards';
import { Benefits, StorySection } from '../features/home/story-and-benefits';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <PlanCards />
      <StorySection />
      <Benefits />
    </>
  );
}
