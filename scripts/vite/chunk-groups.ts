/*
 * The chunks the build gathers by hand, and a plugin that fails the build when one of them
 * stops applying: a group whose pattern no longer matches any module (a renamed component, a
 * Mantine release that moves its files) would otherwise leave its modules in a dozen tiny
 * chunks without a word.
 */
import type { Plugin } from 'vite';

interface ChunkGroup {
  name: string;
  test: RegExp;
}

export const chunkGroups: ChunkGroup[] = [
  {
    // The layout primitives every page uses, in one chunk instead of a dozen tiny ones
    // (each small file compresses worse and costs a request). Not the shadow-DOM lookups
    // only comboboxes use (the booth's tags input): they stay with their component.
    name: 'mantine-base',
    test: /[\\/]@mantine[\\/]core[\\/]esm[\\/](core(?![\\/]utils[\\/]find-element-in-shadow-dom)|components[\\/](Box|Text|Title|Group|Stack|SimpleGrid|Paper|Card|Container))[\\/]/,
  },
  {
    // Small pieces most content pages share; none pulls in heavy code.
    name: 'site-components',
    test: /[\\/]src[\\/](components[\\/](animated-counter|reveal|section-header|stat-counters|load-when-near|action)|hooks[\\/]use-(is-client|count-up|in-view-once|prefers-reduced-motion|rotating-index))/,
  },
  {
    // The clock and free-times code the booking dialog, the private booking page and the
    // dashboard share: one file to name in the entry's preload lists instead of three.
    name: 'booking-clock',
    test: /[\\/]src[\\/](lib[\\/](zoned-time|booking-rpc)|features[\\/]booking[\\/]use-free-starts)\./,
  },
  {
    // The outbox's store and the kinds it holds (a booth rating's among them): every chunk
    // that reads the kinds also stores or replays leads, and one file fewer to name in the
    // entry's preload lists keeps the booth's kinds off the first load of every page.
    name: 'outbox-storage',
    test: /[\\/]src[\\/]shared[\\/](outbox[\\/](outbox-storage|outbox-kinds)|leads[\\/]event-note)\./,
  },
  {
    // The booth device's own records, which the kiosk loads at once and the fleet report
    // (booth-report.ts, loaded apart) needs too: one chunk instead of three keeps /event
    // under its byte budget.
    name: 'booth-records',
    test: /[\\/]src[\\/]shared[\\/]outbox[\\/](booth-device|booth-heartbeat|event-log)\./,
  },
];

/** Fails a client build in which a group's chunk holds nothing. */
export function chunkGroupsApplied(): Plugin {
  return {
    name: 'chunk-groups-applied',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const empty = chunkGroups.filter(
        ({ name }) =>
          !chunks.some((chunk) => chunk.name === name && Object.keys(chunk.modules).length > 0),
      );
      if (empty.length > 0) {
        this.error(
          `chunk groups that match no module: ${empty.map(({ name }) => name).join(', ')} ` +
            '(scripts/vite/chunk-groups.ts)',
        );
      }
    },
  };
}
