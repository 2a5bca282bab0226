/**
 * Evaluates React and React DOM in a task of their own: src/main.tsx imports
 * this one task before the other libraries. It names one thing the app uses
 * anyway: a bare `import 'react-dom/client'` may be dropped as free of side
 * effects, and importing the package from main.tsx would keep all it exports.
 */
export { hydrateRoot } from 'react-dom/client';
