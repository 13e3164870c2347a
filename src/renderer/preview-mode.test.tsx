import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewModeProvider, usePreviewMode } from './preview-mode';

afterEach(() => {
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});

describe('usePreviewMode', () => {
  it('is off for shoppers in a production build', () => {
    vi.stubEnv('DEV', false);
    expect(renderHook(() => usePreviewMode()).result.current).toBe(false);
  });

  it('is on with ?preview=1', () => {
    vi.stubEnv('DEV', false);
    window.history.replaceState(null, '', '/our-story?preview=1');
    expect(renderHook(() => usePreviewMode()).result.current).toBe(true);
  });

  it('is on in a dev build', () => {
    vi.stubEnv('DEV', true);
    expect(renderHook(() => usePreviewMode()).result.current).toBe(true);
  });

  it('can be forced either way (Storybook forces it on)', () => {
    vi.stubEnv('DEV', true);
    const off = ({ children }: { children: ReactNode }) => (
      <PreviewModeProvider value={false}>{children}</PreviewModeProvider>
    );
    expect(renderHook(() => usePreviewMode(), { wrapper: off }).result.current).toBe(false);
    vi.stubEnv('DEV', false);
    const on = ({ children }: { children: ReactNode }) => <PreviewModeProvider value>{children}</PreviewModeProvider>;
    expect(renderHook(() => usePreviewMode(), { wrapper: on }).result.current).toBe(true);
  });
});
