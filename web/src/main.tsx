import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app/app';
import { registerServiceWorkerLater } from './app/pwa';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const start = startApp();
const root = createRoot(container);
const app = (
  <StrictMode>
    <App queryClient={start.queryClient} />
  </StrictMode>
);
if (start.serverDrawn) {
  // The server's drawing stays until React can draw the same screen whole (its code is here, its
  // data came with the page), then is replaced in one commit: nothing moves. A transition, so the
  // render yields to the browser every few milliseconds instead of blocking it in one long task.
  void start.codeReady.then(() => startTransition(() => root.render(app)));
} else {
  root.render(app);
}

registerServiceWorkerLater();
