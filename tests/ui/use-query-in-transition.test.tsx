import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { useQueryInTransition } from '../../src/lib/use-query-in-transition';

// A transition never replaces content already shown with a Suspense fallback: React keeps the old content
// until the new one is ready. A synchronous update (useQuery's, through useSyncExternalStore) shows the
// fallback at once. So a child that suspends on the new answer tells the two apart. The same property is
// what matters on a hydrating page: a synchronous update makes React finish hydrating in one long task.
const never = new Promise<never>(() => {});

function Waits({ answer }: { answer: string | undefined }) {
  if (answer === 'new') use(never);
  return <p>answer: {answer ?? 'none'}</p>;
}

function ViaTransition({ queryFn }: { queryFn: () => Promise<string> }) {
  const result = useQueryInTransition({ queryKey: ['answer'], queryFn });
  return <Waits answer={result.data} />;
}

function ViaUseQuery({ queryFn }: { queryFn: () => Promise<string> }) {
  const result = useQuery({ queryKey: ['answer'], queryFn });
  return <Waits answer={result.data} />;
}

async function renderWith(Reader: typeof ViaTransition) {
  let answer: (value: string) => void = () => {};
  const queryFn = () => new Promise<string>((resolve) => (answer = resolve));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>fallback</p>}>
        <Reader queryFn={queryFn} />
      </Suspense>
    </QueryClientProvider>,
  );
  expect(screen.getByText('answer: none')).toBeInTheDocument();
  await act(async () => {
    answer('new');
    await queryClient.getQueryCache().find({ queryKey: ['answer'] })?.promise;
  });
  return queryClient;
}

describe('useQueryInTransition', () => {
  it('hands a new answer to React as a transition: what is shown stays while the update suspends', async () => {
    const queryClient = await renderWith(ViaTransition);
    expect(queryClient.getQueryData(['answer'])).toBe('new');
    expect(screen.getByText('answer: none')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('differs from useQuery, whose synchronous update shows the fallback (the check above can fail)', async () => {
    await renderWith(ViaUseQuery);
    expect(await screen.findByText('fallback')).toBeInTheDocument();
  });

  it('still reports the answer once nothing suspends', async () => {
    let calls = 0;
    const queryClient = new QueryClient();
    function Reader() {
      const result = useQueryInTransition({ queryKey: ['plain'], queryFn: async () => `answer ${++calls}` });
      return <p>{result.isPending ? 'pending' : result.data}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Reader />
      </QueryClientProvider>,
    );
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    await act(() => queryClient.invalidateQueries({ queryKey: ['plain'] }));
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
  });
});
