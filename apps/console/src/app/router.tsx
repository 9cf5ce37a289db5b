import { createBrowserRouter } from 'react-router';
import { CONSOLE_BASE } from '../api/paths.ts';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes, { basename: CONSOLE_BASE });
