/*
 * React Router's published build calls React.forwardRef, React.memo and
 * React.createContext at module level without the pure annotation bundlers look for, and
 * then assigns each component a displayName: both count as side effects, so every such
 * export (Form, ScrollRestoration, the framework-mode contexts...) stayed in the bundle
 * of a site that never uses them. Annotating the calls and dropping the displayName
 * assignments (names for React DevTools only) lets the unused ones go (about 9 kB gzip of
 * first-load JavaScript when it was added). A client build in which it annotated nothing
 * fails: after an upgrade that changes React Router's build, it must be looked at again.
 */
import type { Plugin } from 'vite';

const reactRouterBuild = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
const unannotatedCall = /=\s*(React\d*\.(?:forwardRef|memo|createContext)\()/g;
const displayNameAssignment = /^\s*[\w$]+\.displayName = "[^"]*";$/gm;

export function pureReactRouter(): Plugin {
  let annotated = 0;
  let clientBuild = false;
  return {
    name: 'pure-react-router',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    transform: {
      filter: { id: reactRouterBuild },
      handler(code) {
        const pure = code
          .replace(unannotatedCall, (_match, call: string) => {
            annotated += 1;
            return `= /* @__PURE__ */ ${call}`;
          })
          .replace(displayNameAssignment, '');
        return { code: pure, map: null };
      },
    },
    buildEnd() {
      if (clientBuild && annotated === 0) {
        this.error('pure-react-router annotated no call: React Router changed its build');
      }
    },
  };
}
