import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap-grid.min.css';
import 'bootstrap/dist/css/bootstrap-utilities.min.css';
import '@/styles/tokens.css';
import { AppProviders, createQueryClient } from '@/app/providers';
import { seedInitialData } from '@/app/initial-data';
import { createAppRouter } from '@/app/router';

// Bootstrap's grid and utilities are the layout vocabulary CMS class fields speak (ARCHITECTURE).
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Errors caught by a block's or route's boundary are already reported once by the renderer's policy;
// React's default would print each again for shoppers.
const queryClient = createQueryClient();
seedInitialData(queryClient);

createRoot(container, {
  onCaughtError: (error, info) => {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={createAppRouter(queryClient)} />
    </AppProviders>
  </StrictMode>,
);
