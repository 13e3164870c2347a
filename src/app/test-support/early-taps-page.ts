/** The server-drawn page the early-taps tests hold taps on, and what React would hear once it runs. */

/** A server-drawn page: a frame button and, in main, a page button, a link, a checkbox and a select. */
export function drawPage() {
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
export function listen(root: HTMLElement) {
  const clicks: string[] = [];
  root.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).id));
  return clicks;
}

/** What React would do with taps and keys once it runs: "click gold", "ArrowRight gold". */
export function listenToTapsAndKeys(root: HTMLElement) {
  const events: string[] = [];
  root.addEventListener('click', (event) => events.push(`click ${(event.target as HTMLElement).id}`));
  root.addEventListener('keydown', (event) => events.push(`${event.key} ${(event.target as HTMLElement).id}`));
  return events;
}

/** A section that hydrates later, with Gold and Silver tabs and `extra` after them. */
export function drawLaterTabs(main: HTMLElement, extra: string): HTMLElement {
  main.insertAdjacentHTML(
    'beforeend',
    '<section id="later"><div role="tablist"><button role="tab" id="gold">Gold</button>' +
      `<button role="tab" id="silver">Silver</button></div>${extra}</section>`,
  );
  return document.getElementById('later') as HTMLElement;
}
