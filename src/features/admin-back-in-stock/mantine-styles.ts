// Mantine stylesheets this folder's components need beyond the entry's (src/main.tsx) and the admin
// table's (admin-shared): none so far; listed here when a component needs one.
export {};
