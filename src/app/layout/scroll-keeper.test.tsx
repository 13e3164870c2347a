import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Navigator, testNavigation } from '../../../tests/support/navigator';
import { layOutWholePage } from '@/components/ui/laid-out-near';
import { KEEP_SCROLL, rememberScroll } from '@/lib/scroll-positions';
import { ScrollKeeper } from './scroll-keeper';

const scrollTo = vi.fn();
const scrollIntoView = vi.fn();

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <ScrollKeeper />
      <h2 id="reviews">Reviews</h2>
    </MemoryRouter>,
  );
}

describe('ScrollKeeper (ADR 049)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    layOutWholePage(false);
    vi.restoreAllMocks();
    scrollTo.mockClear();
    scrollIntoView.mockClear();
  });

  it('leaves a document opened afresh where the browser put it', () => {
    renderAt('/list/shop-all');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new navigation at the top, or at the element its fragment names', () => {
    renderAt('/list/shop-all');
    act(() => void testNavigation.navigate('/product/gold-jhumka'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => void testNavigation.navigate('/product/gold-jhumka#reviews'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('keeps its place when the navigation asks to (a listing filter)', () => {
    renderAt('/list/shop-all');
    act(() => void testNavigation.navigate('/list/shop-all?sort=lowtohigh', { state: KEEP_SCROLL }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns Back to where the entry was left', () => {
    renderAt('/list/shop-all');
    // The history remembers the position of the entry being left (createAppHistory); here, by hand.
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    rememberScroll('default');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    act(() => void testNavigation.navigate('/product/gold-jhumka'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => void testNavigation.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('lays every part of the page out before a scroll to a position or a fragment, and lets them wait at a top (ADR 050)', () => {
    const whole = () => document.documentElement.hasAttribute('data-whole-layout');
    renderAt('/our-story');
    expect(whole()).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 2400, configurable: true });
    rememberScroll('default');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    act(() => void testNavigation.navigate('/product/gold-jhumka'));
    expect(whole()).toBe(false);
    act(() => void testNavigation.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
    expect(whole()).toBe(true);
    act(() => void testNavigation.navigate('/faq'));
    expect(whole()).toBe(false);
    act(() => void testNavigation.navigate('/product/gold-jhumka#reviews'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(whole()).toBe(true);
  });
});
