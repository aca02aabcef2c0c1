import { createRoot } from 'react-dom/client';

// The bundle budget's yardstick: the smallest real React 19 page, built with the app's own rspack config.
const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>你好，React</h1>);
