import { useMediaQuery } from '@mantine/hooks';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { isSidebarShortcut, readSidebarOpen, SIDEBAR_MOBILE_QUERY, sidebarCookie } from './sidebar-state';

type SidebarContextValue = {
  /** Desktop: expanded (true) or icon-only (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: the off-canvas drawer is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(SIDEBAR_MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [open, setOpenState] = useState(() => readSidebarOpen(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is all the state needs, no library.
    document.cookie = sidebarCookie(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
