import './zod-jitless';
import '@fontsource-variable/inter/wght.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of one long
// task that blocks input while the page is being built.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
