/**
 * The libraries the app runs on (React, React DOM, the router, TanStack
 * Query), imported on their own by src/main.tsx one task before the app: the
 * browser evaluates them in a task of their own instead of in one long task
 * with the app and the page.
 */
import 'react';
import 'react-dom/client';
import 'react-router-dom';
import '@tanstack/react-query';
