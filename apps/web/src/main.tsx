import './features/layout/boot.css';

/**
 * The entry: index.html's boot screen is painted first, then the app is loaded and started.
 * Starting it before that first frame would make a slow phone run half a megabyte of script
 * before showing anything; the app's chunks are fetched in parallel once the import begins.
 * The message after the frame callback arrives once that frame is painted. A tab opened in
 * the background paints nothing, so there the app starts at once.
 */
function start() {
  void import('./app');
}
if (document.visibilityState === 'hidden') {
  start();
} else {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = start;
    channel.port2.postMessage(null);
  });
}
