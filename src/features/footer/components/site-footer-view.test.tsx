import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { FooterContent, SiteSettings } from '@schemas/content';
import { SiteFooterView, type SiteFooterViewProps } from './site-footer-view';

const footer: FooterContent = {
  footer_title1: 'About Us',
  footer_desc1: '<ul><li><a href="/our-story">Our Story</a></li></ul>',
  footer_title2: 'Customer Care',
  footer_desc2: '<ul><li><a href="/faq">FAQ</a></li></ul>',
  footer_title3: 'Shop',
  footer_desc3: '<ul><li><a href="/list/shop-all">Shop All</a></li></ul>',
  footer_title4: '',
  footer_desc4: '',
  footer_desc5: '<p>A family jewellery house from Jaipur.</p>',
  footer_desc6: '',
};

const settings = {
  address: '14 Johari Bazar, Jaipur',
  admin_support_email: 'care@padmakshya.in',
  admin_support_mobile: '+91 98290 41234',
  admin_whatsapp_no: '+91 98290-41234',
  instagram_url: 'https://www.instagram.com/padmakshya',
  facebook_url: '',
  linkedin_url: '',
  twitter_url: '',
  youtube_url: 'https://www.youtube.com/@padmakshya',
} as SiteSettings;

function renderFooter(props: Partial<SiteFooterViewProps> = {}) {
  const onSignUp = vi.fn();
  render(
    <MemoryRouter>
      <SiteFooterView
        footer={footer}
        settings={settings}
        loading={false}
        isMobile={false}
        showSignUp={false}
        onSignUp={onSignUp}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onSignUp, user: userEvent.setup() };
}

describe('SiteFooterView (spec: shell §2 Footer)', () => {
  it('shows the configured columns, the contact block and only the configured social links', () => {
    renderFooter();
    const footerEl = screen.getByRole('contentinfo');
    for (const title of ['About Us', 'Customer Care', 'Shop', 'Contact Us']) {
      expect(within(footerEl).getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(within(footerEl).queryAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'care@padmakshya.in' }).getAttribute('href')).toBe(
      'mailto:care@padmakshya.in',
    );
    expect(screen.getByRole('link', { name: '+91 98290 41234' }).getAttribute('href')).toBe('tel:+919829041234');
    expect(footerEl.textContent).toContain('Monday-Saturday, 11am-6pm');
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://www.instagram.com/padmakshya', 'https://www.youtube.com/@padmakshya']);
    expect(within(social).getAllByRole('link')[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('links the chat button to WhatsApp, or to /contact-us without a number', () => {
    renderFooter();
    const chat = screen.getByRole('link', { name: 'Chat with us' });
    expect(chat.getAttribute('href')).toBe('https://wa.me/919829041234');
    expect(chat.getAttribute('target')).toBe('_blank');
  });

  it('falls back to /contact-us for chat when no WhatsApp number is set', () => {
    renderFooter({ settings: { ...settings, admin_whatsapp_no: '' } });
    expect(screen.getByRole('link', { name: 'Chat with us' }).getAttribute('href')).toBe('/contact-us');
  });

  it('shows 4 placeholder columns while loading', () => {
    renderFooter({ loading: true, footer: undefined });
    expect(screen.getAllByTestId('footer-placeholder')).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'About Us' })).toBeNull();
  });

  it('on mobile turns the columns into an accordion with Contact Us, one item open at a time', async () => {
    const { user } = renderFooter({ isMobile: true });
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons.map((b) => b.textContent)).toEqual(['About Us', 'Customer Care', 'Shop', 'Contact Us']);
    await user.click(screen.getByRole('button', { name: 'About Us' }));
    expect(screen.getByRole('link', { name: 'Our Story' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(screen.getByRole('button', { name: 'About Us' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Contact Us' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Our Story' })).toBeNull();
    expect(screen.getByRole('link', { name: 'care@padmakshya.in' })).toBeTruthy();
  });

  it('offers the newsletter sign-up only where the welcome banner is hidden', async () => {
    const { onSignUp, user } = renderFooter({ showSignUp: true });
    await user.click(screen.getByRole('button', { name: 'Join our newsletter' }));
    expect(onSignUp).toHaveBeenCalledTimes(1);
  });
});
