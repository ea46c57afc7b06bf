// 'View cart' in the added-to-cart toast opens the header's cart drawer, which owns its open state.
const listeners = new Set<() => void>();

export function openCartDrawer() {
  for (const listener of listeners) listener();
}

export function onCartDrawerRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
