/*
 * React Router's published build calls React.forwardRef, React.memo and
 * React.createContext at module level without the pure annotation bundlers look for, and
 * then assigns each component a displayName: both count as side effects, so every such
 * export (Form, ScrollRestoration, the framework-mode contexts...) stayed in the bundle
 * of a site that never uses them. Annotating the calls and dropping the displayName
 * assignments (names for React DevTools only) lets the unused ones go.
 */
import type { Plugin } from 'vite';

const reactRouterBuild = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
const unannotatedCall = /=\s*(React\d*\.(?:forwardRef|memo|createContext)\()/g;
const displayNameAssignment = /^\s*[\w$]+\.displayName = "[^"]*";$/gm;

export function pureReactRouter(): Plugin {
  return {
    name: 'pure-react-router',
    transform: {
      filter: { id: reactRouterBuild },
      handler(code) {
        const pure = code
          .replace(unannotatedCall, '= /* @__PURE__ */ $1')
          .replace(displayNameAssignment, '');
        return { code: pure, map: null };
      },
    },
  };
}
