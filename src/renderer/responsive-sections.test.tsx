import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { laidOutNear } from '@/components/ui/laid-out-near';
import { PageSections } from './page-sections';
import { PreviewModeProvider } from './preview-mode';
import { RegistryProvider } from './registry-context';
import { ResponsiveSections } from './responsive-sections';
import { column, section, testRegistry, text } from './test-utils';

/** A controllable matchMedia: `setWidth` fires change events like a resize would. */
function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  return (next: number) => {
    width = next;
    listeners.forEach((cb) => cb());
  };
}

afterEach(() => vi.unstubAllGlobals());

const browser = [section([column([text('Browser copy')])])];
const mobile = [section([column([text('Mobile copy')])])];

/** The sets as a shopper's page draws them (not the editors' preview). */
const renderResponsive = (browserSet: unknown[] = browser, mobileSet: unknown[] = mobile) =>
  render(
    <RegistryProvider registry={testRegistry}>
      <PreviewModeProvider value={false}>
        <ResponsiveSections browser={browserSet} mobile={mobileSet} />
      </PreviewModeProvider>
    </RegistryProvider>,
  );

describe('ResponsiveSections', () => {
  it('shows the browser set above 768 px', async () => {
    mockViewport(1280);
    renderResponsive();
    expect(await screen.findByText('Browser copy')).toBeTruthy();
    expect(screen.queryByText('Mobile copy')).toBeNull();
  });

  it('shows the mobile set at exactly 768 px and below', async () => {
    mockViewport(768);
    renderResponsive();
    expect(await screen.findByText('Mobile copy')).toBeTruthy();
    expect(screen.queryByText('Browser copy')).toBeNull();
  });

  it('switches sets when the viewport crosses the breakpoint', async () => {
    const setWidth = mockViewport(1024);
    renderResponsive();
    await screen.findByText('Browser copy');
    act(() => setWidth(390));
    expect(await screen.findByText('Mobile copy')).toBeTruthy();
    expect(screen.queryByText('Browser copy')).toBeNull();
  });

  it('lays out a section after the first only once it comes near the screen; bare page sections do not (ADR 050)', async () => {
    mockViewport(1280);
    const sections = [section([column([text('First')])]), section([column([text('Second')])])];
    const { container, unmount } = renderResponsive(sections, []);
    await screen.findByText('Second');
    const [first, second] = container.querySelectorAll('section');
    expect(laidOutNear).not.toBe('');
    expect(first?.classList.contains(laidOutNear)).toBe(false);
    // The second is also among the last three, where a jump to the foot lands (ADR 067).
    expect(second?.classList.contains(laidOutNear)).toBe(false);
    unmount();
    const bare = render(
      <RegistryProvider registry={testRegistry}>
        <PreviewModeProvider value={false}>
          <PageSections sections={sections} />
        </PreviewModeProvider>
      </RegistryProvider>,
    );
    await screen.findByText('Second');
    expect(bare.container.querySelectorAll(`section.${laidOutNear}`)).toHaveLength(0);
  });

  it("lays out a page's last three drawn sections with it, where a jump to the foot lands (ADR 067)", async () => {
    mockViewport(1280);
    const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    // A section with a bad payload at the end draws nothing for shoppers and is not counted.
    const sections = [...names.map((name) => section([column([text(name)])])), 'not a section'];
    const { container } = renderResponsive(sections, []);
    await screen.findByText('Six');
    const waiting = [...container.querySelectorAll('section')].map((node) => node.classList.contains(laidOutNear));
    expect(waiting).toEqual([false, true, true, false, false, false]);
  });
});
