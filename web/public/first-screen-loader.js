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
  // Started once the browser reports the first contentful paint: a frame's callback (and a
  // timeout after it) still runs before the frame is on screen, so scripts started there compete
  // with the paint they were meant to follow. A hidden tab paints nothing, and a browser without
  // paint timing reports nothing: those start after the next frame, as before; a report that never
  // comes is waited for a second at most.
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const paintTiming = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (!paintTiming || document.visibilityState === 'hidden') {
    requestAnimationFrame(() => setTimeout(startOnce, 0));
    setTimeout(startOnce, 1000);
    return;
  }
  const painted = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    startOnce();
  });
  painted.observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, 1000);
})();
