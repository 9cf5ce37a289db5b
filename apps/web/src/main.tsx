import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers.tsx';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The server wrote the first page's head for link previews and search engines; from here on each
// page renders its own, which React hoists into the head.
for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();

// The first render is a transition: React yields to the browser between components, so a tap or
// key press during start-up is handled at once instead of after the whole page has rendered.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});
