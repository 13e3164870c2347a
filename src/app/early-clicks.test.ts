import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyClicks } from './early-clicks';

/** What React does to a node it hydrates. */
const hydrate = (node: Element) => Object.assign(node, { __reactFiber$test: {} });
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

afterEach(() => {
  document.body.replaceChildren();
});

describe('clicks on buttons React has not hydrated yet', () => {
  it('are made again in order, each once its button is hydrated; links and hydrated buttons are left alone', async () => {
    document.body.innerHTML =
      '<button id="next" type="button">Next</button><button id="menu" type="button">Open menu</button><a id="home" href="#home">Home</a>';
    const next = document.getElementById('next') as HTMLButtonElement;
    const menu = document.getElementById('menu') as HTMLButtonElement;
    recordEarlyClicks();
    next.click();
    menu.click();
    document.getElementById('home')?.click();

    const made: string[] = [];
    for (const button of [next, menu]) button.addEventListener('click', () => made.push(button.id));
    await settle();
    hydrate(menu);
    await settle();
    expect(made).toEqual([]); // `next` came first and is not hydrated yet: the order is kept
    hydrate(next);
    await vi.waitFor(() => expect(made).toEqual(['next', 'menu']));

    menu.click(); // hydrated now: an ordinary click, not made again
    await settle();
    expect(made).toEqual(['next', 'menu', 'menu']);
  });

  it('are not made again when React hydrated the button for the click itself', async () => {
    document.body.innerHTML = '<button id="menu" type="button">Open menu</button>';
    const menu = document.getElementById('menu') as HTMLButtonElement;
    recordEarlyClicks();
    let clicks = 0;
    // Stands in for React's root listener, which hydrates synchronously and handles the click.
    menu.addEventListener('click', () => {
      hydrate(menu);
      clicks += 1;
    });
    menu.click();
    await settle();
    expect(clicks).toBe(1);
  });

  it("holds back a submit button's native submission for the app to make", () => {
    document.body.innerHTML = '<form><button id="go" type="submit">Go</button></form>';
    recordEarlyClicks();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    document.getElementById('go')?.click();
    expect(submitted).not.toHaveBeenCalled();
  });
});
