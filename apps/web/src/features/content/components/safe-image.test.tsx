import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setInlinedImages } from '@/lib/inlined-images';
import { SafeImage } from './safe-image';

afterEach(() => {
  cleanup();
  setInlinedImages(undefined);
});

const BLANK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='40' height='30'/%3E";

describe('SafeImage', () => {
  it('sends a blank of the same size in the server HTML for a picture below the fold', () => {
    const html = renderToString(<SafeImage src="/a.svg" alt="" width={40} height={30} />);
    expect(html).toContain('width="40" height="30"');
    expect(html).not.toContain('/a.svg');
    expect(html).toContain('loading="lazy"');
  });

  it('sends a picture above the fold at once, eager and first', () => {
    const html = renderToString(<SafeImage src="/a.svg" alt="" width={40} height={30} priority />);
    expect(html).toContain('src="/a.svg"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('puts the real address in once the server page is hydrated, without a mismatch', async () => {
    const element = <SafeImage src="/a.svg" alt="" width={40} height={30} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(BLANK);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError });
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a.svg');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders a page the browser draws with the real address at once', () => {
    const { container } = render(<SafeImage src="/a.svg" alt="" width={40} height={30} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a.svg');
  });

  it('uses the copy the server inlined into its page', () => {
    setInlinedImages({ '/a.svg': 'data:image/svg+xml,inlined' });
    const { container } = render(<SafeImage src="/a.svg" alt="" width={40} height={30} priority />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,inlined');
  });
});
