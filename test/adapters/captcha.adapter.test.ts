import { LazyCaptcha } from '../../src/adapters/captcha/lazy-captcha.adapter';
import { NoCaptcha } from '../../src/adapters/captcha/no-captcha.adapter';
import {
  RECAPTCHA_SCRIPT_URL,
  RecaptchaCaptcha,
  type RecaptchaApi,
} from '../../src/adapters/captcha/recaptcha-captcha.adapter';

const scripts = (): HTMLScriptElement[] =>
  Array.from(document.querySelectorAll<HTMLScriptElement>(`script[src="${RECAPTCHA_SCRIPT_URL}"]`));

function fakeGrecaptcha(
  response = 'captcha-token',
): RecaptchaApi & { rendered: HTMLElement[]; resets: number } {
  const api = {
    rendered: [] as HTMLElement[],
    resets: 0,
    ready: (cb: () => void) => cb(),
    render(element: HTMLElement, params: { sitekey: string }) {
      element.textContent = `widget:${params.sitekey}`;
      api.rendered.push(element);
      return 7;
    },
    getResponse: (id?: number) => (id === 7 ? response : ''),
    reset: () => {
      api.resets += 1;
    },
  };
  return api;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  scripts().forEach((s) => s.remove());
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

describe('RecaptchaCaptcha', () => {
  it('injects no script until a page mounts the widget', () => {
    new RecaptchaCaptcha('site-key');
    expect(scripts()).toHaveLength(0);
  });

  it('injects the explicit-render script once and renders into the slot when it has loaded', async () => {
    const captcha = new RecaptchaCaptcha('site-key');
    const slot = document.createElement('div');
    captcha.mount(slot);
    captcha.mount(document.createElement('div'));
    expect(scripts()).toHaveLength(1);
    const api = fakeGrecaptcha();
    (window as { grecaptcha?: RecaptchaApi }).grecaptcha = api;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await flush();
    expect(slot.textContent).toBe('widget:site-key');
  });

  it('answers the widget response, and resets the widget after a failed attempt', async () => {
    const api = fakeGrecaptcha('g-token');
    (window as { grecaptcha?: RecaptchaApi }).grecaptcha = api;
    const captcha = new RecaptchaCaptcha('site-key');
    expect(await captcha.getResponse()).toBe('');
    captcha.mount(document.createElement('div'));
    await flush();
    expect(await captcha.getResponse()).toBe('g-token');
    captcha.reset();
    expect(api.resets).toBe(1);
    expect(scripts()).toHaveLength(0);
  });

  it('does not render into a slot that was unmounted before the script arrived', async () => {
    const captcha = new RecaptchaCaptcha('site-key');
    const slot = document.createElement('div');
    const unmount = captcha.mount(slot);
    unmount();
    const api = fakeGrecaptcha();
    (window as { grecaptcha?: RecaptchaApi }).grecaptcha = api;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await flush();
    expect(api.rendered).toHaveLength(0);
    expect(await captcha.getResponse()).toBe('');
  });

  it('reports a script that cannot load and tries again on the next mount', async () => {
    const captcha = new RecaptchaCaptcha('site-key');
    const unavailable = jest.fn();
    captcha.mount(document.createElement('div'), unavailable);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await flush();
    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(scripts()).toHaveLength(0);
    captcha.mount(document.createElement('div'));
    expect(scripts()).toHaveLength(1);
  });
});

describe('NoCaptcha', () => {
  it('answers an empty response and puts nothing on the page', async () => {
    const captcha = new NoCaptcha();
    const slot = document.createElement('div');
    captcha.mount(slot)();
    captcha.reset();
    expect(captcha.enabled).toBe(false);
    expect(await captcha.getResponse()).toBe('');
    expect(slot.childNodes).toHaveLength(0);
    expect(scripts()).toHaveLength(0);
  });
});

describe('LazyCaptcha', () => {
  const fakeWidget = () => {
    const calls: string[] = [];
    const widget = {
      enabled: true as const,
      mount: (_element: HTMLElement) => {
        calls.push('mount');
        return () => calls.push('unmount');
      },
      getResponse: () => Promise.resolve('token'),
      reset: () => calls.push('reset'),
    };
    return { widget, calls };
  };

  it('loads the real captcha once, on first use, and hands it every call', async () => {
    const { widget, calls } = fakeWidget();
    let loads = 0;
    const lazy = new LazyCaptcha(() => {
      loads += 1;
      return Promise.resolve(widget);
    });
    expect(loads).toBe(0);
    const unmount = lazy.mount(document.createElement('div'));
    await expect(lazy.getResponse()).resolves.toBe('token');
    lazy.reset();
    await Promise.resolve();
    unmount();
    expect(loads).toBe(1);
    expect(calls).toEqual(['mount', 'reset', 'unmount']);
  });

  it('never draws a widget for a form that left before the captcha arrived', async () => {
    const { widget, calls } = fakeWidget();
    const lazy = new LazyCaptcha(() => Promise.resolve(widget));
    lazy.mount(document.createElement('div'))();
    await lazy.getResponse();
    expect(calls).toEqual([]);
  });

  it('reports a captcha that cannot load as unavailable', async () => {
    const lazy = new LazyCaptcha(() => Promise.reject(new Error('chunk failed')));
    const unavailable = jest.fn();
    lazy.mount(document.createElement('div'), unavailable);
    await expect(lazy.getResponse()).rejects.toThrow('chunk failed');
    expect(unavailable).toHaveBeenCalledTimes(1);
  });
});
