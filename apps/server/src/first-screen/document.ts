import fs from 'node:fs';
import path from 'node:path';
import { DECIDE_SCRIPT, FIRST_SCREEN_ANSWERS_ID, FIRST_SCREEN_TEMPLATE_ID, SHOW_SCRIPT } from './activation';

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/**
 * The stylesheets the drawn screen needs before it can show, in the order the app loads them (a
 * chunk's imports before the chunk): those of the screen's chunk and everything it imports
 * statically, from Vite's manifest of the build.
 */
export function stylesheetsOf(manifest: Record<string, ManifestChunk>, chunkKey: string): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) walk(dep);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  };
  walk(chunkKey);
  if (!seen.has(chunkKey)) throw new Error(`first screen: ${chunkKey} is not in the build's manifest`);
  return css;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a <script> element: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Whose screen the page may show, checked against the browser's session before it does
 * (./activation.ts), and the drawing's id, for the page to stop it when it shows another screen.
 */
export type FirstScreenOwner = { username: string; company: string; drawId: string };

/**
 * A drawn screen: its markup, the rules antd wrote for the components in it, the page's title, and
 * the GETs it was drawn from (the app takes them instead of asking again).
 */
export type DrawnScreen = { html: string; styles: string; title: string; language: string; answers: Record<string, unknown> };

const ROOT = '<div id="root"></div>';

/** A script the build's page loads: the entry (a module), a module it preloads, or a classic script (async). */
export type AppScript = { kind: 'module' | 'modulepreload' | 'script'; src: string };

const SCRIPT_TAG = /<script\b([^>]*)><\/script>|<link rel="modulepreload"([^>]*)>/g;
const SRC = /\b(?:src|href)="([^"]+)"/;

/** The page's script and module-preload tags, and the page without them. */
export function takeAppScripts(html: string): { html: string; scripts: AppScript[] } {
  const scripts: AppScript[] = [];
  const rest = html.replace(SCRIPT_TAG, (tag, scriptAttributes: string | undefined, linkAttributes: string | undefined) => {
    const src = SRC.exec(scriptAttributes ?? linkAttributes ?? '')?.[1];
    if (!src) throw new Error(`first screen: a script in index.html has no source: ${tag}`);
    scripts.push({ kind: linkAttributes !== undefined ? 'modulepreload' : /\btype="module"/.test(scriptAttributes ?? '') ? 'module' : 'script', src });
    return '';
  });
  return { html: rest, scripts };
}
/** antd's whole stylesheet: the drawing writes the rules of the components it drew instead (a tenth of it). */
const ANTD_STYLESHEET = /(^|\/)antd-[\w-]+\.css$/;

/**
 * The web build's page, cut in two around its empty #root for a first screen: the head and the
 * start of the body go out at once, the drawn screen and the rest of the page once it is drawn.
 * The app's scripts are loaded by the page's own script (./activation.ts): at once, or after the
 * drawn screen when it is the one to show. The screen carries its styles: the portal's own (a few
 * kB) and antd's for what it drew, so that it shows without waiting for a stylesheet.
 */
export class PageTemplate {
  private readonly before: string;
  private readonly after: string;
  private readonly scripts: string;
  private readonly portalStyles: string;

  constructor(webDist: string, screenChunk: string) {
    const { html: page, scripts } = takeAppScripts(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'));
    const root = page.indexOf(ROOT);
    if (root < 0 || page.indexOf('</head>') > root) throw new Error('first screen: index.html has no empty #root after its head');
    this.before = page.slice(0, root + ROOT.length);
    this.after = page.slice(root + ROOT.length);
    this.scripts = JSON.stringify(scripts);
    const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    this.portalStyles = stylesheetsOf(manifest, screenChunk)
      .filter((file) => !ANTD_STYLESHEET.test(file))
      .map((file) => `<style>${fs.readFileSync(path.join(webDist, file), 'utf8').replace(/<\//g, '<\\/')}</style>`)
      .join('');
  }

  /** The page up to its empty #root, sent before the screen is drawn, with the script that decides whether it shows. */
  head(owner: FirstScreenOwner): string {
    const decide =
      `<script data-user="${escapeAttribute(owner.username)}" data-company="${escapeAttribute(owner.company)}"` +
      ` data-draw="${escapeAttribute(owner.drawId)}" data-scripts="${escapeAttribute(this.scripts)}">${DECIDE_SCRIPT}</script>`;
    return this.before.replace('</head>', () => `${decide}</head>`);
  }

  /** The rest of the page: the drawn screen (none when drawing failed) and its answers, and the script that shows it. */
  tail(drawn: DrawnScreen | null): string {
    const screen = drawn
      ? `<template id="${FIRST_SCREEN_TEMPLATE_ID}" data-language="${escapeAttribute(drawn.language)}" data-title="${escapeAttribute(drawn.title)}">` +
        `${this.portalStyles}${drawn.styles}${drawn.html}</template>` +
        `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${scriptJson(drawn.answers)}</script>`
      : '';
    return `${screen}<script>${SHOW_SCRIPT}</script>${this.after}`;
  }
}
