import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FULL_LOAD_GUARD_MS, fullPageLoad } from '../../src/lib/full-page-load.ts';

describe('fullPageLoad', () => {
  const assign = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    assign.mockReset();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads the address as a new document', () => {
    expect(fullPageLoad('http://localhost/about/', 1_000)).toBe(true);
    expect(assign).toHaveBeenCalledWith('http://localhost/about/');
  });

  it('refuses to load the same address again moments later, so a failing page cannot loop', () => {
    fullPageLoad('http://localhost/about/', 1_000);
    expect(fullPageLoad('http://localhost/about/', 1_000 + FULL_LOAD_GUARD_MS - 1)).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(fullPageLoad('http://localhost/blog/', 2_000)).toBe(true);
    expect(fullPageLoad('http://localhost/about/', 1_000 + FULL_LOAD_GUARD_MS)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(3);
  });

  it('does not leave the page while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(fullPageLoad('http://localhost/about/', 1_000)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
