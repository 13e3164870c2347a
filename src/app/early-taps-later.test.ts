import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyTaps, holdEarlyTaps } from './early-taps';
import { drawLaterTabs, drawPage, listen, listenToTapsAndKeys } from './test-support/early-taps-page';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  earlyTaps().release();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('early taps in parts that hydrate later (ADR 020, ADR 051)', () => {
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
    const later = drawLaterTabs(main, '<input id="note" type="text">');
    const events = listenToTapsAndKeys(root);
    holdEarlyTaps(root, main);
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
    const later = drawLaterTabs(
      main,
      '<select id="metal"><option value="gold">Gold</option><option value="silver">Silver</option></select>',
    );
    const events = listenToTapsAndKeys(root);
    root.addEventListener('change', (event) => events.push(`change ${(event.target as HTMLSelectElement).value}`));
    holdEarlyTaps(root, main);
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
