import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SearchPanel } from './search-panel';

function ResultsProbe() {
  const { slug } = useParams();
  return <p>results for {slug}</p>;
}

function renderPanel() {
  const onOpenChange = vi.fn();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<SearchPanel open onOpenChange={onOpenChange} />} />
        <Route path="/search-result/:slug" element={<ResultsProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

describe('SearchPanel (spec: shell §2 Search panel, §5)', () => {
  it('is a dialog titled Search that focuses the search box', () => {
    renderPanel();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeTruthy();
    const input = screen.getByLabelText('Search products');
    expect(input.getAttribute('type')).toBe('search');
    expect(document.activeElement).toBe(input);
  });

  it('asks for something to search when empty', async () => {
    const { user, onOpenChange } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert').textContent).toBe('Please type something here to search');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('asks for at least two characters', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Search products'), ' a ');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert').textContent).toBe('Please type atleast two character for better search');
  });

  it('goes to /search-result/{term} and closes on a valid term', async () => {
    const { user, onOpenChange } = renderPanel();
    await user.type(screen.getByLabelText('Search products'), 'silk & zari{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByText('results for silk & zari')).toBeTruthy();
  });
});
