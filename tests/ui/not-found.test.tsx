import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleError, consoleErrorSpy } from './support/console-guard';
import { renderApp } from './support/render-app';

describe('not-found page', () => {
  it('shows 404, the message and a link home, and logs the missing path', async () => {
    allowConsoleError(/^404 Error: User attempted to access non-existent route:/);
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleErrorSpy()).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/no-such-page');
  });
});
