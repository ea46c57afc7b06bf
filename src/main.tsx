import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppDependencies } from './app';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html.');

createRoot(rootElement).render(
  <StrictMode>
    <App {...createAppDependencies()} />
  </StrictMode>,
);
