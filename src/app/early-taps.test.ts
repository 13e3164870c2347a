import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyTaps, holdEarlyTaps } from './early-taps';

/** A server-drawn page: a frame button and, in main, a page button, a link, a checkbox and a select. */
function drawPage() {
  document.body.innerHTML = `
    <div id="root">
      <header><button id="menu">Menu</button></header>
      <main id="main">
        <button id="add"><span id="add-label">Add to Cart</span></button>
        <a id="link" href="#elsewhere">Shop all</a>
        <label id="gift-label"><input id="gift" type="checkbox"> Gift wrap</label>
        <label id="name-label" for="name">Name</label><input id="name" type="text">
        <select id="sort"><option value="random" selected>Featured</option><option value="lowtohigh">Low</option></select>
      </main>
    </div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { root: byId('root'), main: byId('main'), byId };
}

/** What React would do: answer clicks on the root once it runs. */
function listen(root: HTMLElement) {
  const clicks: string[] = [];
  root.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).id));
  return clicks;
}

/** What React would do with taps and keys once it runs: "click gold", "ArrowRight gold". */
function listenToTapsAndKeys(root: HTMLElement) {
  const events: string[] = [];
  root.addEventListener('click', (event) => events.push(`click ${(event.target as HTMLElement).id}`));
  root.addEventListener('keydown', (event) => events.push(`${event.key} ${(event.target as HTMLElement).id}`));
  return events;
}

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

  it('holds a tap in a part that hydrates later until that part is live, after the page is (ADR 051)', () => {
    const { root, main, byId } = drawPage();
    main.insertAdjacentHTML('beforeend', '<section id="later"><button id="heart">Add to wishlist</button></section>');
    root.insertAdjacentHTML('beforeend', '<footer id="foot"><button id="sign-up">SIGN UP</button></footer>');
    const clicks = listen(root);
    holdEarlyTaps(root, main);
    earlyTaps().holdLater([byId('later'), byId('foot')]);
    earlyTaps().appStarted();
    byId('add').click();
    earlyTaps().frameLive();
    byId('sign-up').click();
    earlyTaps().pageLive();
    vi.advanceTimersByTime(1);
    expect(clicks).toEqual(['add']);
    earlyTaps().partLive(byId('foot'));
    vi.advanceTimersByTime(1);
    expect(clicks).toEqual(['add', 'sign-up']);

    byId('heart').click();
    // Past the limit a part still waiting goes on holding: it hydrates once the shopper scrolls to it.
    vi.advanceTimersByTime(60_000);
    expect(clicks).toEqual(['add', 'sign-up']);
    expect(byId('heart').getAttribute('aria-busy')).toBe('true');

    earlyTaps().partLive(byId('later'));
    vi.advanceTimersByTime(1);
    expect(clicks).toEqual(['add', 'sign-up', 'heart']);
    byId('heart').click();
    expect(clicks).toEqual(['add', 'sign-up', 'heart', 'heart']);
  });

  it('makes a held tap on the control in the same place when the part was drawn afresh (ADR 051)', () => {
    const { root, main } = drawPage();
    root.insertAdjacentHTML(
      'beforeend',
      '<div id="foot"><button id="close">Close</button><button id="sign-up">SIGN UP</button></div>',
    );
    const clicks = listen(root);
    holdEarlyTaps(root, main);
    const foot = document.getElementById('foot') as HTMLElement;
    earlyTaps().holdLater([foot]);
    (document.getElementById('sign-up') as HTMLElement).click();
    earlyTaps().pageLive();
    // React could not wait for this part and drew it again from scratch.
    foot.innerHTML = '<button id="close-again">Close</button><button id="sign-up-again">SIGN UP</button>';
    earlyTaps().partLive(foot);
    vi.advanceTimersByTime(1);
    expect(clicks).toEqual(['sign-up-again']);
  });

  it("presses a key that only a script answers again after the held tap, on the part's control (ADR 051)", () => {
    const { root, main } = drawPage();
    main.insertAdjacentHTML(
      'beforeend',
      '<section id="later"><div role="tablist"><button role="tab" id="gold">Gold</button>' +
        '<button role="tab" id="silver">Silver</button></div><input id="note" type="text"></section>',
    );
    const events = listenToTapsAndKeys(root);
    holdEarlyTaps(root, main);
    const later = document.getElementById('later') as HTMLElement;
    earlyTaps().holdLater([later]);
    earlyTaps().pageLive();
    const gold = document.getElementById('gold') as HTMLElement;
    gold.click();
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    gold.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    // Typing in a text field, and keys a browser answers itself, go through.
    (document.getElementById('note') as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }),
    );
    gold.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(events).toEqual(['ArrowLeft note', 'Tab gold']);

    earlyTaps().partLive(later);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['ArrowLeft note', 'Tab gold', 'click gold', 'ArrowRight gold']);
    gold.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(events.at(-1)).toBe('End gold');
  });

  it('holds a key that lands after the part is live but before the replay, and presses it after the held tap', () => {
    const { root, main } = drawPage();
    main.insertAdjacentHTML(
      'beforeend',
      '<section id="later"><div role="tablist"><button role="tab" id="gold">Gold</button>' +
        '<button role="tab" id="silver">Silver</button></div><select id="metal"><option value="gold">Gold</option>' +
        '<option value="silver">Silver</option></select></section>',
    );
    const events = listenToTapsAndKeys(root);
    root.addEventListener('change', (event) => events.push(`change ${(event.target as HTMLSelectElement).value}`));
    holdEarlyTaps(root, main);
    const later = document.getElementById('later') as HTMLElement;
    earlyTaps().holdLater([later]);
    earlyTaps().pageLive();
    vi.advanceTimersByTime(1);
    const gold = document.getElementById('gold') as HTMLElement;
    gold.click();
    const metal = document.getElementById('metal') as HTMLSelectElement;
    metal.value = 'silver';
    metal.dispatchEvent(new Event('change', { bubbles: true }));
    // A choice is not held (the browser makes it), only noted.
    expect(events).toEqual(['change silver']);

    // React has committed the part; its replay waits for the next task. An arrow pressed now is not answered
    // before the tap made earlier: it is held and pressed after it.
    earlyTaps().partLive(later);
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    gold.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    expect(events).toEqual(['change silver']);

    // Hydrating the part set the select back; the choice is made again first, then the tap, then the arrow.
    metal.value = 'gold';
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['change silver', 'change silver', 'click gold', 'ArrowRight gold']);
    expect(metal.value).toBe('silver');
    gold.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(events.at(-1)).toBe('End gold');
  });

  it('marks as busy only the taps it will make again', () => {
    const { root, main } = drawPage();
    main.insertAdjacentHTML(
      'beforeend',
      [1, 2, 3, 4, 5].map((n) => `<button id="b${n}">${n}</button>`).join(''),
    );
    const clicks = listen(root);
    holdEarlyTaps(root, main);
    for (const n of [1, 2, 3, 4, 5, 1]) document.getElementById(`b${n}`)?.click();
    expect(document.getElementById('b5')?.hasAttribute('aria-busy')).toBe(false);
    earlyTaps().pageLive();
    vi.advanceTimersByTime(1);
    expect(clicks).toEqual(['b1', 'b2', 'b3', 'b4']);
    expect(main.querySelectorAll('[aria-busy]')).toHaveLength(0);
  });

  it('makes a held tap and key on the same place of a section React drew afresh as a new element (ADR 051)', () => {
    const { root, main } = drawPage();
    const section = (id: string) =>
      `<section data-section="mobile[2]" id="${id}"><button role="tab" id="${id}-gold">Gold</button>` +
      `<button role="tab" id="${id}-silver">Silver</button></section>`;
    main.insertAdjacentHTML('beforeend', section('drawn'));
    const events = listenToTapsAndKeys(root);
    holdEarlyTaps(root, main);
    const drawn = document.getElementById('drawn') as HTMLElement;
    earlyTaps().holdLater([drawn]);
    earlyTaps().pageLive();
    vi.advanceTimersByTime(1);
    const gold = document.getElementById('drawn-gold') as HTMLElement;
    gold.click();
    gold.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    // An update reached the section before it hydrated: React replaced it, section element and all.
    drawn.outerHTML = section('again');
    earlyTaps().partLive(drawn);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['click again-gold', 'ArrowRight again-gold']);
  });
});
