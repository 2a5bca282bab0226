/** Evaluates the router and TanStack Query in a task of their own: see ./react.ts. */
export { BrowserRouter } from 'react-router-dom';
export { QueryClient } from '@tanstack/react-query';
