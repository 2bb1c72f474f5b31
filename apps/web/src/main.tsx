import './zod-jitless';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** A turn for the browser (to paint, or to answer a tap) between two long pieces of start-up work. */
const browserTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// React DOM, the app's code, and the app's start each run in a task of their own: one task running
// all of it kept a phone's browser from answering for about half a second (docs/product.md#102-what-the-public-pages-load-first).
void import('react-dom/client')
  .then(browserTurn)
  .then(() => import('./app/start'))
  .then(async ({ startApp }) => {
    await browserTurn();
    await startApp(container);
  });
