import './features/layout/boot.css';

/**
 * The entry: index.html's boot screen is painted first, then the app is loaded and started.
 *
 * Once the boot screen has painted, all of the app's code is preloaded at once (the build
 * lists it in index.html, see `listAppChunks` in apps/web/vite/list-app-chunks.ts). It is then
 * run in stages, each in a task of its own: React DOM, the translations, the data client, the
 * router, the app. Run as one graph it blocks a cheap phone for about a quarter of a second,
 * unable to scroll or answer a tap; in stages, the browser gets a turn between them. The stages
 * are the app's own modules, not libraries: a library's whole namespace would defeat
 * tree-shaking.
 *
 * A tab opened in the background paints nothing, so there the app starts at once.
 */
const stages = [
  () => import('react-dom/client'),
  () => import('./lib/i18n'),
  () => import('./lib/trpc'),
  () => import('./router'),
];

/** Resolves in a later task, once the browser has had its turn (MessageChannel: no 4 ms clamp). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function afterFirstFrame(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}

/**
 * Starts downloading every chunk of the app, without running any, and the fonts of its first
 * screen (a development server lists none).
 */
function preloadApp(): void {
  const list = document.getElementById('app-chunks')?.textContent;
  const { scripts = [], fonts = [] } = list
    ? (JSON.parse(list) as { scripts?: string[]; fonts?: string[] })
    : {};
  const preload = (href: string, rel: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  };
  for (const href of scripts) preload(href, 'modulepreload');
  for (const href of fonts) preload(href, 'preload', 'font');
}

async function start(): Promise<void> {
  await afterFirstFrame();
  preloadApp();
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  const { startApp } = await import('./app');
  await startApp();
}

void start();
