import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaWidget } from './captcha-widget';

const GOOGLE_SCRIPT = 'script[src^="https://www.google.com/recaptcha/api.js"]';

afterEach(() => {
  delete window.grecaptcha;
  vi.unstubAllGlobals();
});

describe('CaptchaWidget with reCAPTCHA', () => {
  it("loads Google's script once, renders its widget with the site key and hands on the token", async () => {
    const onToken = vi.fn();
    const { unmount } = render(
      <CaptchaWidget config={{ provider: 'recaptcha', siteKey: 'site-key-1' }} onToken={onToken} />,
    );
    render(
      <CaptchaWidget config={{ provider: 'recaptcha', siteKey: 'site-key-1' }} onToken={onToken} />,
    );
    expect(document.querySelectorAll(GOOGLE_SCRIPT)).toHaveLength(1);
    expect(screen.queryByTestId('altcha-widget')).not.toBeInTheDocument();
    unmount();

    // What Google's script sets up when it has loaded.
    const renderWidget = vi.fn<NonNullable<Window['grecaptcha']>['render']>(() => 0);
    window.grecaptcha = { ready: (callback) => callback(), render: renderWidget };
    await act(async () => {
      document.querySelector(GOOGLE_SCRIPT)?.dispatchEvent(new Event('load'));
      await Promise.resolve();
    });

    expect(renderWidget).toHaveBeenCalledTimes(1);
    const [container, options] = renderWidget.mock.calls[0]!;
    expect(container).toBe(screen.getByTestId('recaptcha'));
    expect(options.sitekey).toBe('site-key-1');
    options.callback('google-token');
    expect(onToken).toHaveBeenLastCalledWith('google-token');
    options['expired-callback']();
    expect(onToken).toHaveBeenLastCalledWith(null);
  });
});

describe('CaptchaWidget with ALTCHA', () => {
  /** A browser's IntersectionObserver, reporting what the test says the viewport does. */
  function stubIntersectionObserver() {
    const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    return {
      margins: () => observers.map((observer) => observer.margin),
      come: (isIntersecting: boolean) =>
        act(() => {
          for (const { callback } of observers)
            callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
        }),
    };
  }

  it('loads the widget only once its place comes within a screen of the viewport', async () => {
    const viewport = stubIntersectionObserver();
    render(
      <CaptchaWidget
        config={{ provider: 'altcha', challengeUrl: '/api/v1/captcha/challenge' }}
        onToken={vi.fn()}
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading the captcha' })).toBeInTheDocument();
    expect(viewport.margins()).toEqual(['900px']);

    viewport.come(false);
    expect(screen.queryByTestId('altcha-widget')).not.toBeInTheDocument();
    viewport.come(true);
    expect(await screen.findByTestId('altcha-widget')).toBeInTheDocument();
  });
});
