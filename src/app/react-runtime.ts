// React DOM's client, imported by the entry as a stage of its own (src/main.tsx).
export { createRoot, hydrateRoot } from 'react-dom/client';
