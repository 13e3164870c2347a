import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyTaps, holdEarlyTaps } from './early-taps';
import { drawPage, listen } from './test-support/early-taps-page';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  earlyTaps().release();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('early taps (ADR 020)', () => {
  it('holds a tap on a page control until the page is live, then makes it once', () => {
    const { root, main, byId } = drawPage();
    const clicks = listen(root);
    holdEarlyTaps(root, main);
    byId('add-label').click();
    byId('add').click();
    expect(clicks).toEqual([]);
    expect(byId('add').getAttribute('aria-busy')).toBe('true');

    earlyTaps().frameLive();
    vi.advanceTimersByTime(1);
    expect(clicks).toEqual([]);

    earlyTaps().pageLive();
    vi.advanceTimersByTime(1);
    expect(clicks).toEqual(['add']);
    expect(byId('add').hasAttribute('aria-busy')).toBe(false);

    byId('add').click();
    expect(clicks).toEqual(['add', 'add']);
  });

  it('answers the frame from the start of hydration, and replays a frame tap made before it', () => {
    const { root, main, byId } = drawPage();
    const clicks = listen(root);
    holdEarlyTaps(root, main);
    byId('menu').click();
    expect(clicks).toEqual([]);
    earlyTaps().frameLive();
    vi.advanceTimersByTime(1);
    expect(clicks).toEqual(['menu']);
    byId('menu').click();
    expect(clicks).toEqual(['menu', 'menu']);
  });

  it('lets links and labels of text fields through, and keeps a checkbox as it was until the replay', () => {
    const { root, main, byId } = drawPage();
    const clicks = listen(root);
    holdEarlyTaps(root, main);
    byId('link').click();
    byId('name-label').click();
    expect(clicks).toEqual(['link', 'name-label', 'name']);

    const gift = byId('gift') as HTMLInputElement;
    byId('gift-label').click();
    expect(gift.checked).toBe(false);
    earlyTaps().pageLive();
    vi.advanceTimersByTime(1);
    expect(gift.checked).toBe(true);
  });

  it("sends a select's early choice again after hydration has set it back", () => {
    const { root, main, byId } = drawPage();
    const sort = byId('sort') as HTMLSelectElement;
    const heard: string[] = [];
    root.addEventListener('change', () => heard.push(sort.value));
    holdEarlyTaps(root, main);
    sort.value = 'lowtohigh';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    sort.value = 'random'; // hydration draws the server's value
    earlyTaps().pageLive();
    vi.advanceTimersByTime(1);
    expect(sort.value).toBe('lowtohigh');
    expect(heard.at(-1)).toBe('lowtohigh');
  });

  it('lets the submit button of a form that works as HTML through: the browser submits it', () => {
    const { root, main } = drawPage();
    main.insertAdjacentHTML(
      'beforeend',
      `<form id="search" action="/search-result" method="get"><input name="q"><button id="go">Go</button></form>
       <form id="bare"><button id="apply">Apply</button></form>`,
    );
    const submitted: string[] = [];
    // jsdom does not navigate: the submission is heard, and stopped, here.
    root.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push((event.target as HTMLFormElement).id);
    });
    holdEarlyTaps(root, main);
    document.getElementById('go')?.click();
    document.getElementById('apply')?.click();
    expect(submitted).toEqual(['search']);
    expect(document.getElementById('go')?.hasAttribute('aria-busy')).toBe(false);
    expect(document.getElementById('apply')?.getAttribute('aria-busy')).toBe('true');
  });

  it('stops holding, and drops what it held, when the page fails or after the limit', () => {
    const { root, main, byId } = drawPage();
    const clicks = listen(root);
    holdEarlyTaps(root, main);
    byId('add').click();
    earlyTaps().release();
    vi.advanceTimersByTime(1);
    expect(clicks).toEqual([]);
    byId('add').click();
    expect(clicks).toEqual(['add']);

    holdEarlyTaps(root, main, 1000);
    byId('add').click();
    // Before the app has started, a tap waits for it however long its code takes to come.
    vi.advanceTimersByTime(5000);
    expect(byId('add').getAttribute('aria-busy')).toBe('true');
    earlyTaps().appStarted();
    vi.advanceTimersByTime(999);
    expect(byId('add').getAttribute('aria-busy')).toBe('true');
    vi.advanceTimersByTime(1);
    byId('add').click();
    expect(clicks).toEqual(['add', 'add']);
    expect(byId('add').hasAttribute('aria-busy')).toBe(false);
  });

  it('marks as busy only the taps it will make again', () => {
    const { root, main } = drawPage();
    main.insertAdjacentHTML('beforeend', [1, 2, 3, 4, 5].map((n) => `<button id="b${n}">${n}</button>`).join(''));
    const clicks = listen(root);
    holdEarlyTaps(root, main);
    for (const n of [1, 2, 3, 4, 5, 1]) document.getElementById(`b${n}`)?.click();
    expect(document.getElementById('b5')?.hasAttribute('aria-busy')).toBe(false);
    earlyTaps().pageLive();
    vi.advanceTimersByTime(1);
    expect(clicks).toEqual(['b1', 'b2', 'b3', 'b4']);
    expect(main.querySelectorAll('[aria-busy]')).toHaveLength(0);
  });
});
