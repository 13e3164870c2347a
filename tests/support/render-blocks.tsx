import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Fragment, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders blocks side by side on one page, sharing one query client as the renderer's blocks do. */
export function renderBlocks(...nodes: ReactNode[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {nodes.map((node, i) => (
          <Fragment key={i}>{node}</Fragment>
        ))}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
