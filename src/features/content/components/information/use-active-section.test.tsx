import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_SECTION_OFFSET, CHOSEN_SETTLE_MS, useActiveSection } from './use-active-section';

const IDS = ['care-1', 'care-2', 'care-3'];

function Probe() {
  const [active, choose] = useActiveSection(IDS);
  return (
    <>
      <p>{active ?? 'none'}</p>
      <button type="button" onClick={() => choose('care-3')}>
        Go to the third
      </button>
    </>
  );
}

/** Places the sections' tops (px from the viewport's top), as scrolling would. */
function placeTops(tops: number[]) {
  IDS.forEach((id, i) => {
    const element = document.getElementById(id);
    if (element) vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: tops[i] ?? 0 } as DOMRect);
  });
}

/** The next frame comes at once (as a microtask, after the handler has noted it asked for one). */
function framesAtOnce() {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
    queueMicrotask(() => run(0));
    return 1;
  });
}

/** Three sections below the fold, and the list that follows them; the next frame comes at once. */
function drawSections() {
  framesAtOnce();
  for (const id of IDS) document.body.append(Object.assign(document.createElement('section'), { id }));
  placeTops([400, 900, 1400]);
  render(<Probe />);
}

const scroll = (type = 'scroll') => act(async () => window.dispatchEvent(new Event(type)));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useActiveSection (catalogue §9: active once its top is within 180 px of the viewport top)', () => {
  it('marks the last section whose top has come within 180 px, else the first', async () => {
    drawSections();
    expect(screen.getByText('care-1')).toBeTruthy();

    placeTops([-600, ACTIVE_SECTION_OFFSET, 700]);
    await scroll();
    expect(screen.getByText('care-2')).toBeTruthy();

    placeTops([-600, ACTIVE_SECTION_OFFSET + 1, 700]);
    await scroll();
    expect(screen.getByText('care-1')).toBeTruthy();

    placeTops([-1400, -900, 20]);
    await scroll();
    expect(screen.getByText('care-3')).toBeTruthy();
  });

  it('keeps a chosen section marked while the page moves there and after, until the reader scrolls again', async () => {
    vi.useFakeTimers();
    drawSections();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the third' }));
    expect(screen.getByText('care-3')).toBeTruthy();

    // The move ends short of the line (the page cannot scroll so far): the chosen section stays marked.
    placeTops([-900, -300, 320]);
    await scroll();
    await scroll('scrollend');
    expect(screen.getByText('care-3')).toBeTruthy();

    // The reader scrolls: the list follows the scroll again.
    placeTops([-400, 100, 820]);
    await scroll();
    expect(screen.getByText('care-2')).toBeTruthy();
  });

  it('counts the move as over after a pause in the scroll where the browser has no scrollend', async () => {
    vi.useFakeTimers();
    drawSections();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the third' }));
    placeTops([-900, -300, 320]);
    await scroll();
    await act(async () => vi.advanceTimersByTime(CHOSEN_SETTLE_MS - 1));
    // Still moving: another scroll of the move itself keeps the choice.
    await scroll();
    expect(screen.getByText('care-3')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(CHOSEN_SETTLE_MS));
    await scroll();
    expect(screen.getByText('care-2')).toBeTruthy();
  });
});
