// Server rendering: the same global CSS as the browser (inlined into each page by Gatsby).
import './site/src/styles/global.css';
