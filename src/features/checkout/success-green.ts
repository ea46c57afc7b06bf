/** Darker than Mantine's green.9, which is only 4.3:1 on the cream cards (below AA for body text). */
export const SUCCESS_GREEN = '#1e5e2e';
