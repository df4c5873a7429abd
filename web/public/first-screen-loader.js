// A page the server drew (server/src/modules/first-screen) is on screen before any script has
// run; its scripts are needed only to take it over. This starts them once the drawing has been
// painted, so on a slow connection the stylesheet and the photos get the bandwidth first instead
// of sharing it with the app's code (issue 21). The same modules and preloads the page would have
// listed itself: the entry in data-entry, its preloads in data-preload.
(() => {
  const loader = document.currentScript;
  const entry = loader?.dataset.entry;
  if (!entry) return;
  const start = () => {
    for (const href of (loader.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // The frame's callback runs before the paint; the timeout after it.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
