import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { AppProviders } from './app/app-providers.tsx';
import './app/styles.css';

// The page policy runs no code made from strings: zod checks its forms without compiling them, and
// does not try (a refused try is reported as a policy violation).
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});
