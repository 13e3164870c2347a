import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_SECTION_OFFSET, useActiveSection } from './use-active-section';

const IDS = ['care-1', 'care-2', 'care-3'];

function Probe() {
  return <p>{useActiveSection(IDS) ?? 'none'}</p>;
}

/** Places the sections' tops (px from the viewport's top), as scrolling would. */
function placeTops(tops: number[]) {
  IDS.forEach((id, i) => {
    const element = document.getElementById(id);
    if (element) vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: tops[i] ?? 0 } as DOMRect);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useActiveSection (catalogue §9: active once its top is within 180 px of the viewport top)', () => {
  it('marks the last section whose top has come within 180 px, else the first', async () => {
    // The next frame comes at once (as a microtask, after the handler has noted it asked for one).
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      queueMicrotask(() => run(0));
      return 1;
    });
    for (const id of IDS) document.body.append(Object.assign(document.createElement('section'), { id }));
    placeTops([400, 900, 1400]);
    render(<Probe />);
    expect(screen.getByText('care-1')).toBeTruthy();

    placeTops([-600, ACTIVE_SECTION_OFFSET, 700]);
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(screen.getByText('care-2')).toBeTruthy();

    placeTops([-600, ACTIVE_SECTION_OFFSET + 1, 700]);
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(screen.getByText('care-1')).toBeTruthy();

    placeTops([-1400, -900, 20]);
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(screen.getByText('care-3')).toBeTruthy();
  });
});
