import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadScript } from './signed-in-preload';

const FILES = {
  scripts: ['assets/antd-A1.js', 'assets/app-B2.js'],
  styles: ['assets/antd-C3.css'],
  catalogues: { en: 'assets/en-D4.js', id: 'assets/id-E5.js' },
};
const SIGNED_IN = { token: 't', user: { username: 'vendor', typeUser: 'VENDOR', company: { orgId: 82, instance: 'AAM' } } };

/** The script as the browser runs it, on a page opened at `hash`. */
function open(hash: string) {
  window.location.hash = hash;
  runInThisContext(preloadScript(FILES));
  return [...document.head.querySelectorAll('link')].map((l) => ({
    rel: l.rel,
    href: l.getAttribute('href'),
    as: l.getAttribute('as'),
    crossorigin: l.getAttribute('crossorigin'),
  }));
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  window.localStorage.clear();
});

describe('the signed-in screens’ chunks asked for before the entry runs', () => {
  it('asks for the antd and app chunks, the English catalogue and antd’s styles when a signed-in screen opens by its link', () => {
    window.localStorage.setItem('faktura.session', JSON.stringify(SIGNED_IN));
    expect(open('#/dashboard')).toEqual([
      { rel: 'modulepreload', href: './assets/antd-A1.js', as: null, crossorigin: '' },
      { rel: 'modulepreload', href: './assets/app-B2.js', as: null, crossorigin: '' },
      { rel: 'modulepreload', href: './assets/en-D4.js', as: null, crossorigin: '' },
      // In CORS mode like the stylesheet link the entry adds for it, or it would be fetched twice.
      { rel: 'preload', href: './assets/antd-C3.css', as: 'style', crossorigin: '' },
    ]);
  });

  it('asks for the Indonesian catalogue beside the English one when Bahasa Indonesia is chosen', () => {
    window.localStorage.setItem('faktura.session', JSON.stringify(SIGNED_IN));
    window.localStorage.setItem('faktura.language', 'id');
    expect(open('#/invoice/list').map((l) => l.href)).toEqual([
      './assets/antd-A1.js',
      './assets/app-B2.js',
      './assets/en-D4.js',
      './assets/id-E5.js',
      './assets/antd-C3.css',
    ]);
  });

  it('asks for nothing on the login page, the e-mail decision pages, without a session or before a company is chosen', () => {
    window.localStorage.setItem('faktura.session', JSON.stringify(SIGNED_IN));
    expect(open('#/login')).toEqual([]);
    expect(open('#/email/task/abc')).toEqual([]);
    window.localStorage.setItem('faktura.session', JSON.stringify({ ...SIGNED_IN, user: { ...SIGNED_IN.user, company: null } }));
    expect(open('#/dashboard')).toEqual([]);
    window.localStorage.removeItem('faktura.session');
    expect(open('#/dashboard')).toEqual([]);
    window.localStorage.setItem('faktura.session', '{not json');
    expect(open('#/dashboard')).toEqual([]);
  });
});
