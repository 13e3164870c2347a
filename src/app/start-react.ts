/**
 * React and React DOM, evaluated in a task of their own before the app's code (ADR 038): the entry
 * imports this first, lets the browser run, then imports the app, so starting the app is not one long
 * task of evaluating every module at once.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
