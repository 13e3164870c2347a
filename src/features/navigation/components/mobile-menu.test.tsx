import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userToken } from '@/data/account/user-token';
import { MenuResponseSchema } from '@schemas/content';
import { menuQueryOptions } from '@/data/content/menu';
import { userQueryOptions } from '@/data/account/user';
import { MobileMenu } from './mobile-menu';

const menuResponse = MenuResponseSchema.parse({
  status: 'success',
  imageUrl: '/media/menu',
  data: [
    {
      menu_id: 1,
      menu_name: 'Jewellery',
      categories: { cat_slug: 'jewellery' },
      children: [
        {
          menu_id: 11,
          menu_name: 'Earrings',
          categories: { cat_slug: 'earrings' },
          children: [{ menu_id: 111, menu_name: 'Jhumkas', categories: { cat_slug: 'jhumkas' } }],
        },
        {
          menu_id: 12,
          menu_name: 'Necklaces',
          children: [{ menu_id: 121, menu_name: 'Chokers', categories: { cat_slug: 'chokers' } }],
        },
      ],
    },
    {
      menu_id: 2,
      menu_name: 'Textiles',
      children: [{ menu_id: 21, menu_name: 'Sarees', pages: { page_url: 'sarees' } }],
    },
    { menu_id: 3, menu_name: 'Our Story', pages: { page_url: 'our-story' } },
  ],
});

function renderMenu(onOpenChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(menuQueryOptions().queryKey, menuResponse);
  client.setQueryData(userQueryOptions().queryKey, {
    status: 'success',
    message: '',
    rowUserData: { user_fname: 'Meera', user_lname: 'Iyer', user_email: 'meera@example.in' },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MobileMenu open onOpenChange={onOpenChange} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const toggle = (name: string) =>
  screen.queryByRole('button', { name: `${name} submenu` }) ?? screen.getByRole('button', { name });
const expanded = (name: string) => toggle(name).getAttribute('aria-expanded');

afterEach(() => userToken.clear());

describe('MobileMenu', () => {
  it('greets a guest with a Login / Register link', () => {
    renderMenu();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByText('Hi Guest!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login / Register' }).getAttribute('href')).toBe('/login');
  });

  it('greets a signed-in shopper by first name, with the e-mail and /my-account', () => {
    userToken.write('token-1');
    renderMenu();
    expect(screen.getByText('Hi Meera!')).toBeTruthy();
    expect(screen.getByText('meera@example.in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/my-account');
    expect(screen.queryByText('Hi Guest!')).toBeNull();
  });

  it('keeps one open item per level (spec: shell §2)', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(toggle('Jewellery'));
    expect(expanded('Jewellery')).toBe('true');
    expect(screen.getByRole('link', { name: 'Earrings' })).toBeTruthy();

    await user.click(toggle('Earrings'));
    expect(screen.getByRole('link', { name: 'Jhumkas' })).toBeTruthy();
    await user.click(toggle('Necklaces'));
    expect(expanded('Necklaces')).toBe('true');
    expect(expanded('Earrings')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Jhumkas' })).toBeNull();

    await user.click(toggle('Textiles'));
    expect(expanded('Textiles')).toBe('true');
    expect(expanded('Jewellery')).toBe('false');

    await user.click(toggle('Textiles'));
    expect(expanded('Textiles')).toBe('false');
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const onOpenChange = renderMenu();
    await user.click(screen.getByRole('link', { name: 'Our Story' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
