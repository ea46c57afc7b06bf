/** The sidebar's collapsed state lives in a cookie for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Below 768px the sidebar becomes an off-canvas drawer. */
export const SIDEBAR_MOBILE_QUERY = '(max-width: 767.98px)';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

/** Expanded unless the cookie says it was collapsed. */
export function readSidebarOpen(cookie: string): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false' : true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Ctrl+B on Windows/Linux, Cmd+B on macOS. */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey) && !event.altKey;
}
