import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

// True where nothing waits for the first paint (tests render the app without the provider).
const FirstPaintContext = createContext(true);

/**
 * Tells the page whether the first page has been painted: false for its first render, true right
 * after the browser painted it (in a transition, so what that reveals renders in short slices).
 * Pages paint what is in view first and the rest after (the shop's lower rows, the home page's sections).
 * It lives apart from first-page.tsx, which knows the whole app: pages import this without a loop.
 */
export function FirstPaintProvider({ children, initiallyPainted = false }: { children: ReactNode; initiallyPainted?: boolean }) {
  // A server-rendered page is painted already: hydration renders all of it, as the server did.
  const [painted, setPainted] = useState(initiallyPainted);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return <FirstPaintContext.Provider value={painted}>{children}</FirstPaintContext.Provider>;
}

export function useFirstPaintDone(): boolean {
  return useContext(FirstPaintContext);
}
